import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import Location from '#core/locations/models/location'
import { billingStripe } from '#core/billing/stripe/billing_stripe'
import {
  checkServiceMismatches,
  recheckVenueMismatches,
} from '#core/billing/mismatches/detect_service_mismatches'
import serviceMismatchTick from '#core/billing/mismatches/jobs/service_mismatch_tick'
import {
  settleStripeDeliveries,
  useStripeSimulator,
  webhookDelivered,
} from '#tests/helpers/stripe_simulator'
import { pollUntil } from '#tests/helpers/poll'
import {
  billingJobsSettled,
  buildSubscriptionWorld,
  stripeSubscription,
} from '#tests/functional/billing_subscriptions/subscription_world'

const kindsOf = async (location: Location) =>
  (await db.from('service_mismatches').where('location_id', location.id).orderBy('kind')).map(
    (row) => row.kind
  )

test.group('Billing / service mismatch: the daily check and the admin list', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  const simulator = useStripeSimulator(group)
  settleStripeDeliveries(group, simulator, billingJobsSettled)

  test('installed but not billed, billed but not active, product differs; demo and free-tier venues are exempt', async ({
    client,
    assert,
  }) => {
    const world = await buildSubscriptionWorld()
    const admin = world.users.admin
    const venue = (attributes: Partial<Location>) =>
      Location.create({
        name: `Venue ${Math.random()}`,
        customerId: world.customer.id,
        ...attributes,
      })
    const unbilled = world.location
    const demo = await venue({ status: 'live', demo: true })
    const notInstalled = await venue({
      status: 'ready_for_installation',
      plan: 2,
      connectionType: 'fiber',
    })
    const ending = await venue({ status: 'archived' })
    const wrongPlan = await venue({ status: 'live', plan: 4, connectionType: 'fiber' })
    const handMade = await venue({ status: 'live' })

    ;(
      await client
        .post(`/rest/locations/${notInstalled.id}/subscriptions`)
        .json({})
        .withCsrfToken()
        .loginAs(admin)
    ).assertStatus(201)
    ;(
      await client
        .post(`/rest/locations/${wrongPlan.id}/subscriptions`)
        .json({})
        .withCsrfToken()
        .loginAs(admin)
    ).assertStatus(201)
    await wrongPlan.refresh()
    await wrongPlan.merge({ plan: 1 }).save()
    const manual = await stripeSubscription(world.stripeCustomer)
    ;(
      await client
        .patch(`/rest/locations/${handMade.id}/subscriptions/${manual.id}`)
        .withCsrfToken()
        .loginAs(admin)
    ).assertStatus(200)
    const endingSubscription = await stripeSubscription(world.stripeCustomer)
    // The venue takes the subscription only after its creation event was applied (to no venue), and learns that it
    // ends at period end from Stripe's own update event: no event in flight can overwrite what the test set up.
    await pollUntil(
      () =>
        webhookDelivered(
          simulator(),
          'customer.subscription.created',
          (event) => event.data.object.id === endingSubscription.id
        ),
      { what: 'the creation event' }
    )
    await ending.merge({ subscriptionId: endingSubscription.id }).save()
    await billingStripe().subscriptions.update(endingSubscription.id, {
      cancel_at_period_end: true,
    })
    await pollUntil(
      async () =>
        (await Location.findOrFail(ending.id)).subscriptionCancelAtPeriodEnd ? true : null,
      { what: 'the cancel-at-period-end update' }
    )

    const result = await checkServiceMismatches()
    assert.isAtLeast(result.checked, 7)
    assert.deepEqual(await kindsOf(unbilled), ['installed_not_billed'])
    assert.deepEqual(await kindsOf(demo), [])
    assert.deepEqual(await kindsOf(notInstalled), ['billed_not_active'])
    assert.deepEqual(await kindsOf(ending), [], 'it ends at period end')
    assert.deepEqual(await kindsOf(wrongPlan), ['product_differs'])
    assert.deepEqual(await kindsOf(handMade), ['product_differs'])

    await world.customer.merge({ freeTier: true }).save()
    await checkServiceMismatches()
    assert.deepEqual(await kindsOf(unbilled), [], 'a free-tier customer is not billed')

    const listed = await client.get('/rest/subscriptions/mismatches').loginAs(admin)
    listed.assertStatus(200)
    assert.isString(listed.body().checked_at)
    const wrong = listed.body().data.find((row: any) => row.location.id === wrongPlan.id)
    assert.deepInclude(wrong, {
      kind: 'product_differs',
      customer: { id: world.customer.id, name: world.customer.name },
    })
    assert.deepInclude(wrong.details, { plan: 1, billed_plan: 4 })

    const filtered = await client
      .get('/rest/subscriptions')
      .qs({ mismatch: 'billed_not_active' })
      .loginAs(admin)
    filtered.assertStatus(200)
    assert.deepEqual(
      filtered.body().data.map((row: any) => row.id),
      [notInstalled.id]
    )
    assert.deepEqual(filtered.body().data[0].mismatches, ['billed_not_active'])
    const active = await client
      .get('/rest/subscriptions')
      .qs({ status: 'active', customer: world.customer.id })
      .loginAs(admin)
    assert.sameMembers(
      active.body().data.map((row: any) => row.id),
      [notInstalled.id, wrongPlan.id, handMade.id, ending.id]
    )
    ;(await client.get('/rest/subscriptions/mismatches').loginAs(world.users.owner)).assertStatus(
      403
    )
    ;(
      await client
        .post('/rest/subscriptions/mismatches/check')
        .withCsrfToken()
        .loginAs(world.users.owner)
    ).assertStatus(403)
  })

  test('the tick checks once a day; an admin can check at once; Stripe down is a 503', async ({
    client,
    assert,
  }) => {
    const world = await buildSubscriptionWorld()
    await db.from('service_mismatch_checks').delete()
    await serviceMismatchTick()
    const [{ count: afterFirst }] = await db.from('service_mismatch_checks').count('* as count')
    await serviceMismatchTick()
    const [{ count: afterSecond }] = await db.from('service_mismatch_checks').count('* as count')
    assert.equal(Number(afterFirst), 1)
    assert.equal(Number(afterSecond), 1, 'not again within a day')
    await db
      .from('service_mismatch_checks')
      .update({ started_at: DateTime.utc().minus({ hours: 25 }).toJSDate() })
    await serviceMismatchTick()
    const [{ count: nextDay }] = await db.from('service_mismatch_checks').count('* as count')
    assert.equal(Number(nextDay), 2)

    const checked = await client
      .post('/rest/subscriptions/mismatches/check')
      .withCsrfToken()
      .loginAs(world.users.admin)
    checked.assertStatus(200)
    assert.isTrue(
      checked
        .body()
        .data.some(
          (row: any) => row.location.id === world.location.id && row.kind === 'installed_not_billed'
        )
    )
    simulator().faults.failNext(10)
    const down = await client
      .post('/rest/subscriptions/mismatches/check')
      .withCsrfToken()
      .loginAs(world.users.admin)
    down.assertStatus(503)
    simulator().faults.reset()
    assert.isNotNull(await billingStripe().products.list({ limit: 1 }))
  })

  test('a venue is re-checked when its subscription, status or plan changes, not only by the daily check (issue 32)', async ({
    client,
    assert,
  }) => {
    const world = await buildSubscriptionWorld()
    const admin = world.users.admin
    const venue = world.location
    await checkServiceMismatches()
    assert.deepEqual(await kindsOf(venue), ['installed_not_billed'])

    ;(
      await client
        .post(`/rest/locations/${venue.id}/subscriptions`)
        .json({})
        .withCsrfToken()
        .loginAs(admin)
    ).assertStatus(201)
    assert.deepEqual(await kindsOf(venue), [], 'billed now: no longer flagged, at once')

    ;(
      await client
        .put(`/rest/locations/${venue.id}`)
        .json({ plan: 3 })
        .withCsrfToken()
        .loginAs(admin)
    ).assertStatus(200)
    assert.deepEqual(await kindsOf(venue), ['product_differs'], 'billed as Business while on Pro')
    ;(
      await client
        .put(`/rest/locations/${venue.id}`)
        .json({ plan: 2 })
        .withCsrfToken()
        .loginAs(admin)
    ).assertStatus(200)
    assert.deepEqual(await kindsOf(venue), [])

    // Stripe's own change (a webhook) re-checks the venue too.
    const billed = await Location.findOrFail(venue.id)
    await billingStripe().subscriptions.cancel(billed.subscriptionId!)
    await pollUntil(
      async () => ((await kindsOf(venue)).includes('installed_not_billed') ? true : null),
      { what: 'the re-check after the cancellation event' }
    )
    assert.equal((await Location.findOrFail(venue.id)).subscriptionStatus, 'cancelled')
  })

  test('two overlapping re-checks of a venue leave the findings of its latest state, not of what the slower one read first', async ({
    client,
    assert,
  }) => {
    const world = await buildSubscriptionWorld()
    const venue = world.location
    ;(
      await client
        .post(`/rest/locations/${venue.id}/subscriptions`)
        .json({})
        .withCsrfToken()
        .loginAs(world.users.admin)
    ).assertStatus(201)
    // Nothing else may ask Stripe meanwhile: the webhook deliveries and the jobs they start are done first.
    await simulator().events.idle()
    await billingJobsSettled()
    await checkServiceMismatches()
    assert.deepEqual(await kindsOf(venue), [])
    const productId = (await Location.findOrFail(venue.id)).subscriptionProductId!

    // The slower re-check reads the venue on plan 2, then waits for Stripe; meanwhile the plan moves to 3 and a
    // second re-check records that. The slower one must not write back the findings of plan 2.
    simulator().faults.latencyMs = 400
    const slower = recheckVenueMismatches(venue.id)
    await pollUntil(async () => (simulator().inFlight() > 0 ? true : null), {
      what: 'the slower re-check asking Stripe for the product',
    })
    await db.from('locations').where('id', venue.id).update({ plan: 3 })
    await recheckVenueMismatches(venue.id, { id: productId, active: true, plan: 2 })
    assert.deepEqual(await kindsOf(venue), ['product_differs'])
    await slower
    simulator().faults.reset()
    assert.deepEqual(await kindsOf(venue), ['product_differs'], 'still the finding of plan 3')
  })

  test('before the first check nothing is re-checked: the screen offers the check instead', async ({
    client,
    assert,
  }) => {
    const world = await buildSubscriptionWorld()
    await db.from('service_mismatch_checks').delete()
    await db.from('service_mismatches').delete()
    ;(
      await client
        .put(`/rest/locations/${world.location.id}`)
        .json({ status: 'standby' })
        .withCsrfToken()
        .loginAs(world.users.admin)
    ).assertStatus(200)
    const listed = await client.get('/rest/subscriptions/mismatches').loginAs(world.users.admin)
    assert.isNull(listed.body().checked_at)
    assert.deepEqual(listed.body().data, [])
  })
})
