import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import type Stripe from 'stripe'
import { billingStripe } from '#core/billing/stripe/billing_stripe'
import { stripeSignature } from '#core/billing/stripe/simulator/events'
import { pollUntil } from '#tests/helpers/poll'
import {
  SIMULATOR_WEBHOOK_SECRET,
  settleStripeDeliveries,
  stripeWebhookUrl,
  useStripeSimulator,
  webhookDelivered,
} from '#tests/helpers/stripe_simulator'
import {
  billingJobsSettled,
  buildSubscriptionWorld,
  mirrored,
  reload,
  stripeSubscription,
} from '#tests/functional/billing_subscriptions/subscription_world'

let sequence = 0

/** Posts a signed subscription event of our own making, `created` at the given Unix time (as a late delivery would). */
async function deliver(type: string, subscription: Stripe.Subscription, created: number) {
  const body = JSON.stringify({
    id: `evt_h2_${Date.now()}_${++sequence}`,
    object: 'event',
    type,
    created,
    livemode: false,
    data: { object: subscription },
  })
  const response = await fetch(stripeWebhookUrl(), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': stripeSignature(
        body,
        SIMULATOR_WEBHOOK_SECRET,
        Math.floor(Date.now() / 1000)
      ),
    },
    body,
  })
  return response.status
}

test.group(
  'Billing / subscription status mirrored from Stripe; archiving cancels at period end',
  (group) => {
    group.each.setup(() => testUtils.db().withGlobalTransaction())
    const simulator = useStripeSimulator(group)
    settleStripeDeliveries(group, simulator, billingJobsSettled)

    test("Stripe's customer.subscription.updated and .deleted are mirrored on the venue (cancel at period end, cancelled)", async ({
      client,
      assert,
    }) => {
      const world = await buildSubscriptionWorld()
      const subscription = await stripeSubscription(world.stripeCustomer)
      ;(
        await client
          .patch(`/rest/locations/${world.location.id}/subscriptions/${subscription.id}`)
          .withCsrfToken()
          .loginAs(world.users.admin)
      ).assertStatus(200)
      await billingStripe().subscriptions.update(subscription.id, { cancel_at_period_end: true })
      await mirrored(world.location, (venue) => venue.subscriptionCancelAtPeriodEnd)

      await billingStripe().subscriptions.cancel(subscription.id)
      const row = await mirrored(
        world.location,
        (venue) => venue.subscriptionStatus === 'cancelled'
      )
      assert.equal(row.subscriptionStripeStatus, 'canceled')
      await pollUntil(() => webhookDelivered(simulator(), 'customer.subscription.deleted'), {
        what: 'the deletion event',
      })
      const shown = await client
        .get(`/rest/locations/${world.location.id}/subscriptions`)
        .loginAs(world.users.admin)
      assert.equal(shown.body().status, 'cancelled')
    })

    test('an event older than the state the venue holds changes nothing; a newer one applies (out of order)', async ({
      client,
      assert,
    }) => {
      const world = await buildSubscriptionWorld()
      const subscription = await stripeSubscription(world.stripeCustomer)
      ;(
        await client
          .patch(`/rest/locations/${world.location.id}/subscriptions/${subscription.id}`)
          .withCsrfToken()
          .loginAs(world.users.admin)
      ).assertStatus(200)
      const now = Math.floor(Date.now() / 1000)
      assert.equal(
        await deliver(
          'customer.subscription.updated',
          { ...subscription, status: 'past_due' },
          now + 60
        ),
        200
      )
      assert.equal(
        await deliver(
          'customer.subscription.updated',
          { ...subscription, status: 'active' },
          now + 30
        ),
        200,
        'accepted, but older'
      )
      assert.equal(
        await deliver(
          'customer.subscription.deleted',
          { ...subscription, status: 'canceled' },
          now - 3600
        ),
        200
      )
      assert.equal((await reload(world.location)).subscriptionStatus, 'past_due')
      assert.equal(
        await deliver(
          'customer.subscription.updated',
          { ...subscription, status: 'active' },
          now + 90
        ),
        200
      )
      assert.equal((await reload(world.location)).subscriptionStatus, 'active')
      assert.equal(
        await deliver(
          'customer.subscription.updated',
          { ...subscription, status: 'unpaid' },
          now + 120
        ),
        200
      )
      assert.deepInclude((await reload(world.location)).$attributes, {
        subscriptionStatus: 'past_due',
        subscriptionStripeStatus: 'unpaid',
      })
    })

    test('an event of the same second as the state held is settled by reading the subscription from Stripe', async ({
      client,
      assert,
    }) => {
      const world = await buildSubscriptionWorld()
      const subscription = await stripeSubscription(world.stripeCustomer)
      ;(
        await client
          .patch(`/rest/locations/${world.location.id}/subscriptions/${subscription.id}`)
          .withCsrfToken()
          .loginAs(world.users.admin)
      ).assertStatus(200)
      const held = Math.floor((await reload(world.location)).subscriptionSyncedAt!.toSeconds())
      assert.equal(
        await deliver(
          'customer.subscription.updated',
          { ...subscription, status: 'past_due' },
          held
        ),
        200
      )
      assert.equal(
        (await reload(world.location)).subscriptionStatus,
        'active',
        'Stripe says active'
      )
    })

    test('archiving the venue cancels its subscription at period end (a job); restoring takes that back', async ({
      client,
      assert,
    }) => {
      const world = await buildSubscriptionWorld()
      const subscription = await stripeSubscription(world.stripeCustomer)
      ;(
        await client
          .patch(`/rest/locations/${world.location.id}/subscriptions/${subscription.id}`)
          .withCsrfToken()
          .loginAs(world.users.admin)
      ).assertStatus(200)
      ;(
        await client
          .delete(`/rest/locations/${world.location.id}`)
          .json({ reason: 'closed' })
          .withCsrfToken()
          .loginAs(world.users.admin)
      ).assertStatus(200)
      const archived = await mirrored(
        world.location,
        (venue) => venue.subscriptionCancelAtPeriodEnd
      )
      assert.deepInclude(archived.$attributes, {
        subscriptionStatus: 'active',
        subscriptionCancelReason: 'archived',
      })
      assert.isTrue(
        (await billingStripe().subscriptions.retrieve(subscription.id)).cancel_at_period_end
      )

      ;(
        await client
          .put(`/rest/locations/${world.location.id}/restore`)
          .withCsrfToken()
          .loginAs(world.users.admin)
      ).assertStatus(200)
      await mirrored(world.location, (venue) => !venue.subscriptionCancelAtPeriodEnd)
      assert.isFalse(
        (await billingStripe().subscriptions.retrieve(subscription.id)).cancel_at_period_end
      )
      await pollUntil(() => billingJobsSettled())
    })

    test('an admin cancels at period end and resumes; without a billed subscription that is the accounting message', async ({
      client,
      assert,
    }) => {
      const world = await buildSubscriptionWorld()
      const subscription = await stripeSubscription(world.stripeCustomer)
      const url = `/rest/locations/${world.location.id}/subscriptions/${subscription.id}`
      const none = await client.delete(url).withCsrfToken().loginAs(world.users.admin)
      none.assertStatus(404)
      ;(await client.patch(url).withCsrfToken().loginAs(world.users.admin)).assertStatus(200)
      const cancelled = await client.delete(url).withCsrfToken().loginAs(world.users.admin)
      cancelled.assertStatus(200)
      assert.deepInclude(cancelled.body(), {
        cancel_at_period_end: true,
        cancel_reason: 'requested',
        status: 'active',
      })
      const resumed = await client.put(`${url}/resume`).withCsrfToken().loginAs(world.users.admin)
      resumed.assertStatus(200)
      assert.isFalse(resumed.body().cancel_at_period_end)
      assert.isFalse(
        (await billingStripe().subscriptions.retrieve(subscription.id)).cancel_at_period_end
      )

      await billingStripe().subscriptions.cancel(subscription.id)
      await mirrored(world.location, (venue) => venue.subscriptionStatus === 'cancelled')
      for (const answer of [
        await client.delete(url).withCsrfToken().loginAs(world.users.admin),
        await client.put(`${url}/resume`).withCsrfToken().loginAs(world.users.admin),
      ]) {
        answer.assertStatus(422)
        answer.assertBodyContains({
          code: 'E_NO_ACTIVE_SUBSCRIPTION',
          message: 'Location has no active subscription (check with accounting).',
        })
      }
      ;(await client.delete(url).withCsrfToken().loginAs(world.users.owner)).assertStatus(403)
    })
  }
)
