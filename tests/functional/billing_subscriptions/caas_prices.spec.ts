import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { billingStripe } from '#core/billing/stripe/billing_stripe'
import { createUser } from '#tests/helpers/fixtures'
import { useStripeSimulator } from '#tests/helpers/stripe_simulator'

const combination = {
  plan: 3,
  connection_type: 'vdsl',
  has_failover: true,
  has_peplink: true,
  internet_pending: false,
}

test.group('Billing / CaaS prices and Stripe products', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  const simulator = useStripeSimulator(group, { webhooks: false })

  test('a combination gets one recurring monthly EUR price under its lookup key, reused the next time', async ({
    client,
    assert,
  }) => {
    const admin = await createUser({ isAdmin: true })
    const first = await client
      .post('/rest/payments/prices')
      .json(combination)
      .withCsrfToken()
      .loginAs(admin)
    first.assertStatus(200)
    assert.deepInclude(first.body(), {
      created: true,
      lookup_key: 'airdeck_caas_p3_vdsl_failover_peplink_monthly_eur',
    })
    assert.deepInclude(first.body().price, {
      unit_amount: 9_900 + 3_500 + 1_500 + 2_000,
      currency: 'eur',
      interval: 'month',
      type: 'recurring',
    })
    const product = await billingStripe().products.retrieve(first.body().product_id)
    assert.deepInclude(product.metadata, { airdeck_kind: 'caas', airdeck_plan: '3' })

    const again = await client
      .post('/rest/payments/prices')
      .json(combination)
      .withCsrfToken()
      .loginAs(admin)
    assert.deepInclude(again.body(), { created: false, product_id: first.body().product_id })
    assert.equal(again.body().price.id, first.body().price.id)
    assert.lengthOf(
      (await billingStripe().prices.list({ product: first.body().product_id, limit: 100 })).data,
      1
    )
  })

  test('a new amount for the same combination is a new price that takes the lookup key over; internet pending leaves the line out', async ({
    client,
    assert,
  }) => {
    const admin = await createUser({ isAdmin: true })
    const first = await client
      .post('/rest/payments/prices')
      .json(combination)
      .withCsrfToken()
      .loginAs(admin)
    const changed = await client
      .post('/rest/payments/prices')
      .json({ ...combination, price: 12_345 })
      .withCsrfToken()
      .loginAs(admin)
    assert.deepInclude(changed.body(), { created: true, product_id: first.body().product_id })
    assert.equal(changed.body().price.unit_amount, 12_345)
    const holders = await billingStripe().prices.list({ lookup_keys: [first.body().lookup_key] })
    assert.deepEqual(
      holders.data.map((price) => price.id),
      [changed.body().price.id]
    )
    assert.isNull(
      (await billingStripe().prices.retrieve(first.body().price.id)).lookup_key,
      'the old price stays for the subscriptions on it'
    )

    const pending = await client
      .post('/rest/payments/prices')
      .json({ ...combination, internet_pending: true })
      .withCsrfToken()
      .loginAs(admin)
    assert.deepInclude(pending.body(), {
      lookup_key: 'airdeck_caas_p3_vdsl_failover_peplink_pending_monthly_eur',
    })
    assert.equal(pending.body().price.unit_amount, 9_900 + 1_500 + 2_000)
  })

  test('bad input is a 422 with field errors; customer users get 403; nothing reaches Stripe', async ({
    client,
    assert,
  }) => {
    const [admin, user] = [await createUser({ isAdmin: true }), await createUser()]
    const before = simulator().requests.length
    const bad = await client
      .post('/rest/payments/prices')
      .json({ plan: 9, connection_type: 'carrier pigeon', has_failover: 'maybe', price: -1 })
      .withCsrfToken()
      .loginAs(admin)
    bad.assertStatus(422)
    assert.includeMembers(
      bad.body().errors.map((error: any) => error.field),
      ['plan', 'connection_type', 'has_failover', 'has_peplink', 'internet_pending', 'price']
    )
    ;(
      await client.post('/rest/payments/prices').json(combination).withCsrfToken().loginAs(user)
    ).assertStatus(403)
    ;(await client.get('/rest/stripeproducts').loginAs(user)).assertStatus(403)
    assert.equal(simulator().requests.length, before)
  })

  test('/stripeproducts lists every active product with its active prices, past one page of 100', async ({
    client,
    assert,
  }) => {
    const admin = await createUser({ isAdmin: true })
    const stripe = billingStripe()
    const bulk = await stripe.products.create({ name: 'Bulk licences' })
    for (let index = 0; index < 102; index++)
      await stripe.prices.create({ product: bulk.id, currency: 'eur', unit_amount: 100 + index })
    const retired = await stripe.products.create({ name: 'Retired', active: false })
    await client.post('/rest/payments/prices').json(combination).withCsrfToken().loginAs(admin)
    const listed = await client.get('/rest/stripeproducts').loginAs(admin)
    listed.assertStatus(200)
    const byName = new Map(listed.body().data.map((product: any) => [product.name, product]))
    assert.lengthOf((byName.get('Bulk licences') as any).prices, 102)
    assert.isFalse(byName.has(retired.name))
    assert.equal((byName.get('Airdeck connectivity · Pro') as any).plan, 3)
  })
})
