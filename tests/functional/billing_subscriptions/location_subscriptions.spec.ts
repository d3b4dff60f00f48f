import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { billingStripe } from '#core/billing/stripe/billing_stripe'
import { caasLookupKey } from '#core/billing/prices/caas_tariff'
import { settleStripeDeliveries, useStripeSimulator } from '#tests/helpers/stripe_simulator'
import {
  billingJobsSettled,
  buildSubscriptionWorld,
  reload,
  stripeSubscription,
} from '#tests/functional/billing_subscriptions/subscription_world'

test.group(
  'Billing / subscriptions per location: link by sub_ or si_, create from the plan',
  (group) => {
    group.each.setup(() => testUtils.db().withGlobalTransaction())
    const simulator = useStripeSimulator(group)
    group.each.setup(() => () => simulator().faults.reset())
    settleStripeDeliveries(group, simulator, billingJobsSettled)

    test("an admin links a venue by the subscription's sub_ id: status, price, product and period are mirrored", async ({
      client,
      assert,
    }) => {
      const world = await buildSubscriptionWorld()
      const subscription = await stripeSubscription(world.stripeCustomer)
      const linked = await client
        .patch(`/rest/locations/${world.location.id}/subscriptions/${subscription.id}`)
        .withCsrfToken()
        .loginAs(world.users.admin)
      linked.assertStatus(200)
      const item = subscription.items.data[0]
      assert.deepInclude(linked.body(), {
        subscription_id: subscription.id,
        subscription_item_id: item.id,
        status: 'active',
        stripe_status: 'active',
        amount: 5_000,
        currency: 'eur',
        live: true,
      })
      assert.match(linked.body().data[0].items[0].product.name, /^Hand-made \d+$/)
      assert.isTrue(linked.body().data[0].linked)
      const row = await reload(world.location)
      assert.deepInclude(row.$attributes, {
        subscriptionId: subscription.id,
        subscriptionItemId: item.id,
        subscriptionStatus: 'active',
        subscriptionPriceId: item.price.id,
      })
      assert.equal(row.subscriptionPeriodEnd!.toSeconds(), item.current_period_end)

      const shown = await client
        .get(`/rest/locations/${world.location.id}/subscriptions`)
        .loginAs(world.users.owner)
      shown.assertStatus(200)
      assert.deepInclude(
        shown.body(),
        { status: 'active', subscription_id: null, price_id: null, live: false, data: [] },
        'customer users see the status, not the Stripe ids'
      )
    })

    test('linking by an si_ id takes that item of a subscription billing several venues', async ({
      client,
      assert,
    }) => {
      const world = await buildSubscriptionWorld()
      const subscription = await stripeSubscription(world.stripeCustomer, 2)
      const second = subscription.items.data[1]
      const linked = await client
        .patch(`/rest/locations/${world.location.id}/subscriptions/${second.id}`)
        .withCsrfToken()
        .loginAs(world.users.admin)
      linked.assertStatus(200)
      assert.deepInclude(linked.body(), {
        subscription_id: subscription.id,
        subscription_item_id: second.id,
        amount: second.price.unit_amount,
      })
    })

    test("an unknown or malformed id is 'Invalid subscription id'; another customer's is 'not linked'; nothing is stored", async ({
      client,
      assert,
    }) => {
      const world = await buildSubscriptionWorld()
      const foreign = await stripeSubscription(world.otherStripeCustomer)
      const url = (id: string) => `/rest/locations/${world.location.id}/subscriptions/${id}`
      for (const id of ['sub_doesnotexist', 'si_doesnotexist', 'price_123', 'sub_bad!id']) {
        const answer = await client.patch(url(id)).withCsrfToken().loginAs(world.users.admin)
        answer.assertStatus(422)
        answer.assertBodyContains({
          code: 'E_INVALID_SUBSCRIPTION_ID',
          message: 'Invalid subscription id.',
        })
      }
      for (const id of [foreign.id, foreign.items.data[0].id]) {
        const answer = await client.patch(url(id)).withCsrfToken().loginAs(world.users.admin)
        answer.assertStatus(422)
        answer.assertBodyContains({
          code: 'E_SUBSCRIPTION_NOT_LINKED',
          message: "This subscription is not linked to the location's customer.",
        })
      }
      assert.isNull((await reload(world.location)).subscriptionId)
      const byCustomer = await client
        .patch(url(foreign.id))
        .withCsrfToken()
        .loginAs(world.users.owner)
      byCustomer.assertStatus(403)
    })

    test('an item that already bills another venue cannot be linked twice', async ({ client }) => {
      const world = await buildSubscriptionWorld()
      const subscription = await stripeSubscription(world.stripeCustomer)
      const { default: Location } = await import('#core/locations/models/location')
      const sibling = await Location.create({
        name: 'Sibling venue',
        customerId: world.customer.id,
        status: 'live',
      })
      ;(
        await client
          .patch(`/rest/locations/${sibling.id}/subscriptions/${subscription.id}`)
          .withCsrfToken()
          .loginAs(world.users.admin)
      ).assertStatus(200)
      const again = await client
        .patch(
          `/rest/locations/${world.location.id}/subscriptions/${subscription.items.data[0].id}`
        )
        .withCsrfToken()
        .loginAs(world.users.admin)
      again.assertStatus(409)
      again.assertBodyContains({ code: 'E_SUBSCRIPTION_ITEM_TAKEN' })
    })

    test('creating from the plan subscribes the venue to its CaaS price (found by lookup key, not duplicated) and a second time is refused', async ({
      client,
      assert,
    }) => {
      const world = await buildSubscriptionWorld()
      const created = await client
        .post(`/rest/locations/${world.location.id}/subscriptions`)
        .json({})
        .withCsrfToken()
        .loginAs(world.users.admin)
      created.assertStatus(201)
      assert.deepInclude(created.body(), {
        status: 'active',
        amount: 5_900 + 4_900,
        currency: 'eur',
      })
      const [subscription] = created.body().data
      assert.equal(
        subscription.collection_method,
        'send_invoice',
        'no payment method on file: invoiced'
      )
      assert.equal(
        subscription.items[0].price.lookup_key,
        caasLookupKey({
          plan: 2,
          connectionType: 'fiber',
          hasFailover: false,
          hasPeplink: false,
          internetPending: false,
        })
      )
      const remote = await billingStripe().subscriptions.retrieve(subscription.id)
      assert.equal(remote.metadata.airdeck_location_id, String(world.location.id))
      assert.equal(remote.customer, world.stripeCustomer)
      // Issue 32: its invoices carry the Belgian customer's 21 % VAT.
      assert.deepEqual(
        remote.default_tax_rates?.map((rate) => [rate.percentage, rate.metadata?.airdeck_tax_key]),
        [[21, 'airdeck_vat_be_21']]
      )
      assert.deepInclude(await billingStripe().invoices.retrieve(remote.latest_invoice as string), {
        subtotal: 10_800,
        total: 13_068,
      })

      const again = await client
        .post(`/rest/locations/${world.location.id}/subscriptions`)
        .json({})
        .withCsrfToken()
        .loginAs(world.users.admin)
      again.assertStatus(409)
      again.assertBodyContains({ code: 'E_LOCATION_ALREADY_SUBSCRIBED' })

      const { default: Location } = await import('#core/locations/models/location')
      const sibling = await Location.create({
        name: 'Same plan venue',
        customerId: world.customer.id,
        status: 'live',
        plan: 2,
        connectionType: 'fiber',
      })
      const third = await client
        .post(`/rest/locations/${sibling.id}/subscriptions`)
        .json({})
        .withCsrfToken()
        .loginAs(world.users.admin)
      third.assertStatus(201)
      assert.equal(
        third.body().price_id,
        created.body().price_id,
        'the same combination reuses its price'
      )
      const prices = await billingStripe().prices.list({
        lookup_keys: [subscription.items[0].price.lookup_key],
      })
      assert.lengthOf(prices.data, 1)
    })

    test('an archived venue cannot be subscribed; Stripe down is a 503, never a 500, and stores nothing', async ({
      client,
      assert,
    }) => {
      const world = await buildSubscriptionWorld()
      simulator().faults.failNext(10)
      const down = await client
        .post(`/rest/locations/${world.location.id}/subscriptions`)
        .json({})
        .withCsrfToken()
        .loginAs(world.users.admin)
      down.assertStatus(503)
      down.assertBodyContains({ code: 'E_STRIPE_UNAVAILABLE' })
      simulator().faults.reset()
      assert.isNull((await reload(world.location)).subscriptionId)
      await world.location.merge({ status: 'archived' }).save()
      const archived = await client
        .post(`/rest/locations/${world.location.id}/subscriptions`)
        .json({})
        .withCsrfToken()
        .loginAs(world.users.admin)
      archived.assertStatus(422)
      archived.assertBodyContains({ code: 'E_LOCATION_ARCHIVED' })
    })
  }
)
