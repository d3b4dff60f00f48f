import { test } from '@japa/runner'
import Stripe from 'stripe'
import { createStripeClient } from '#core/billing/stripe/stripe_client'
import { startStripeSimulator, type StripeSimulator } from '#core/billing/stripe/simulator/index'
import { failure } from '../integration_support/guest_events.js'

const KEY = 'sk_test_51AirdeckSimulatorKey000000000000'

test.group(
  'stripe simulator: the unmodified SDK on customers, catalog, errors, idempotency, pagination',
  (group) => {
    let simulator: StripeSimulator
    let stripe: Stripe
    group.setup(async () => {
      simulator = await startStripeSimulator({ secretKeys: [KEY] })
      stripe = createStripeClient({ secretKey: KEY, apiBase: simulator.url, maxNetworkRetries: 0 })
      return () => simulator.stop()
    })
    group.each.setup(() => {
      simulator.faults.reset()
      simulator.clearRequests()
    })

    test('customers: nested form fields, metadata rules, tax ids with the eu_vat check, expand, delete', async ({
      assert,
    }) => {
      const customer = await stripe.customers.create({
        name: 'Café De Kaai',
        email: 'info@dekaai.be',
        address: { line1: 'Kaai 1', postal_code: '9000', city: 'Gent', country: 'BE' },
        preferred_locales: ['nl', 'fr'],
        metadata: { airdeck_customer_id: '17', keep: 'yes' },
        tax_id_data: [{ type: 'eu_vat', value: 'BE 0123.456.789' }],
      })
      assert.match(customer.id, /^cus_/)
      assert.deepInclude(customer, {
        object: 'customer',
        name: 'Café De Kaai',
        balance: 0,
        livemode: false,
      })
      assert.deepEqual(customer.address, {
        line1: 'Kaai 1',
        line2: null,
        postal_code: '9000',
        city: 'Gent',
        country: 'BE',
        state: null,
      })
      assert.deepEqual(customer.preferred_locales, ['nl', 'fr'])
      assert.isUndefined(customer.tax_ids)

      const updated = await stripe.customers.update(customer.id, {
        metadata: { keep: '', venue: 'v_1' },
        description: 'Horeca',
      })
      assert.deepEqual(updated.metadata, { airdeck_customer_id: '17', venue: 'v_1' })
      const withTaxIds = await stripe.customers.retrieve(customer.id, { expand: ['tax_ids'] })
      const taxId = (withTaxIds as Stripe.Customer).tax_ids!.data[0]
      assert.deepInclude(taxId, {
        type: 'eu_vat',
        value: 'BE0123456789',
        country: 'BE',
        customer: customer.id,
      })
      assert.equal(taxId.verification!.status, 'pending')

      const malformed = await failure(
        stripe.customers.createTaxId(customer.id, { type: 'eu_vat', value: 'BE12' })
      )
      assert.instanceOf(malformed, Stripe.errors.StripeInvalidRequestError)
      assert.deepInclude(malformed, {
        type: 'StripeInvalidRequestError',
        code: 'tax_id_invalid',
        param: 'value',
        statusCode: 400,
        message: 'Invalid value for eu_vat.',
      })
      assert.match(malformed.requestId, /^req_/)

      const greek = await stripe.customers.createTaxId(customer.id, {
        type: 'eu_vat',
        value: 'EL123456789',
      })
      assert.equal(greek.country, 'GR')
      simulator.setTaxIdVerification(greek.id, 'verified', 'DE KAAI BV')
      assert.deepEqual((await stripe.customers.retrieveTaxId(customer.id, greek.id)).verification, {
        status: 'verified',
        verified_address: 'Simulated address',
        verified_name: 'DE KAAI BV',
      })
      assert.lengthOf((await stripe.customers.listTaxIds(customer.id)).data, 2)

      const missing = await failure(stripe.customers.retrieve('cus_nope'))
      assert.deepInclude(missing, {
        statusCode: 404,
        code: 'resource_missing',
        param: 'id',
        message: "No such customer: 'cus_nope'",
      })
      const badEmail = await failure(stripe.customers.create({ email: 'not-an-address' }))
      assert.deepInclude(badEmail, { code: 'email_invalid', param: 'email' })

      const doomed = await stripe.customers.create({ name: 'Gone' })
      assert.deepEqual(await stripe.customers.del(doomed.id), {
        id: doomed.id,
        object: 'customer',
        deleted: true,
      } as any)
      assert.isTrue(
        ((await stripe.customers.retrieve(doomed.id)) as Stripe.DeletedCustomer).deleted
      )
    })

    test('lists: limit, starting_after / ending_before, has_more, url, auto-paging, filters and data.* expand', async ({
      assert,
    }) => {
      const product = await stripe.products.create({ name: 'WiFi Pro' })
      const created: string[] = []
      for (let index = 0; index < 23; index++) {
        const price = await stripe.prices.create({
          product: product.id,
          currency: 'eur',
          unit_amount: 1000 + index,
          recurring: { interval: 'month' },
          metadata: { index: String(index) },
        })
        created.push(price.id)
      }
      const newestFirst = [...created].reverse()
      const firstPage = await stripe.prices.list({ product: product.id, limit: 10 })
      assert.deepInclude(firstPage, { object: 'list', has_more: true, url: '/v1/prices' })
      assert.deepEqual(
        firstPage.data.map((price) => price.id),
        newestFirst.slice(0, 10)
      )
      const secondPage = await stripe.prices.list({
        product: product.id,
        limit: 10,
        starting_after: firstPage.data[9].id,
      })
      assert.deepEqual(
        secondPage.data.map((price) => price.id),
        newestFirst.slice(10, 20)
      )
      const before = await stripe.prices.list({
        product: product.id,
        limit: 5,
        ending_before: secondPage.data[0].id,
      })
      assert.deepEqual(
        before.data.map((price) => price.id),
        newestFirst.slice(5, 10)
      )
      assert.isTrue(before.has_more)

      const all: string[] = []
      for await (const price of stripe.prices.list({ product: product.id, limit: 10 }))
        all.push(price.id)
      assert.deepEqual(all, newestFirst)
      assert.lengthOf(
        simulator.requests.filter((entry) => entry.path.startsWith('/v1/prices?')),
        3 + 3
      )

      const expanded = await stripe.prices.list({
        product: product.id,
        limit: 2,
        expand: ['data.product'],
      })
      assert.equal((expanded.data[0].product as Stripe.Product).name, 'WiFi Pro')
      const badExpand = await failure(stripe.prices.retrieve(created[0], { expand: ['nonsense'] }))
      assert.deepInclude(badExpand, { statusCode: 400, param: 'expand' })
      const badLimit = await failure(stripe.prices.list({ limit: 101 }))
      assert.deepInclude(badLimit, { statusCode: 400, param: 'limit' })

      await stripe.prices.create({
        product: product.id,
        currency: 'eur',
        unit_amount: 4995,
        recurring: { interval: 'month' },
        lookup_key: 'wifi_pro_monthly',
      })
      const taken = await failure(
        stripe.prices.create({
          product: product.id,
          currency: 'eur',
          unit_amount: 5995,
          lookup_key: 'wifi_pro_monthly',
        })
      )
      assert.deepInclude(taken, { code: 'lookup_key_already_exists', param: 'lookup_key' })
      const moved = await stripe.prices.create({
        product_data: { name: 'WiFi Pro 2' },
        currency: 'eur',
        unit_amount: 5995,
        recurring: { interval: 'month' },
        lookup_key: 'wifi_pro_monthly',
        transfer_lookup_key: true,
      })
      assert.deepEqual(
        (await stripe.prices.list({ lookup_keys: ['wifi_pro_monthly'], active: true })).data.map(
          (price) => price.id
        ),
        [moved.id]
      )
      const missingAmount = await failure(
        stripe.prices.create({ product: product.id, currency: 'eur' } as any)
      )
      assert.deepInclude(missingAmount, { code: 'parameter_missing', param: 'unit_amount' })
    })

    test('idempotency keys replay the first answer for 24 h; other parameters are an idempotency error', async ({
      assert,
    }) => {
      const first = await stripe.customers.create(
        { name: 'Once', metadata: { n: '1' } },
        { idempotencyKey: 'airdeck-customer-1' }
      )
      const replay = await stripe.customers.create(
        { name: 'Once', metadata: { n: '1' } },
        { idempotencyKey: 'airdeck-customer-1' }
      )
      assert.equal(replay.id, first.id)
      assert.equal(replay.lastResponse.headers['idempotent-replayed'], 'true')
      const conflict = await failure(
        stripe.customers.create({ name: 'Other' }, { idempotencyKey: 'airdeck-customer-1' })
      )
      assert.instanceOf(conflict, Stripe.errors.StripeIdempotencyError)
      simulator.advanceClock(24 * 3600 + 1)
      const afterWindow = await stripe.customers.create(
        { name: 'Once', metadata: { n: '1' } },
        { idempotencyKey: 'airdeck-customer-1' }
      )
      assert.notEqual(afterWindow.id, first.id)
      const invalid = await failure(
        stripe.customers.create({ email: 'bad' }, { idempotencyKey: 'airdeck-customer-2' })
      )
      assert.equal(invalid.statusCode, 400)
      assert.match(
        (
          await stripe.customers.create(
            { email: 'ok@example.com' },
            { idempotencyKey: 'airdeck-customer-2' }
          )
        ).id,
        /^cus_/
      )
    })

    test('keys and faults: wrong key 401, Basic auth, 5xx retried by the SDK, 429, latency', async ({
      assert,
    }) => {
      const wrongKey = createStripeClient({
        secretKey: 'sk_test_wrongwrongwrong1234',
        apiBase: simulator.url,
        maxNetworkRetries: 0,
      })
      const refused = await failure(wrongKey.customers.list())
      assert.instanceOf(refused, Stripe.errors.StripeAuthenticationError)
      assert.match(refused.message, /^Invalid API Key provided: sk_test_\*+1234$/)
      simulator.faults.wrongCredentials = true
      assert.instanceOf(
        await failure(stripe.customers.list()),
        Stripe.errors.StripeAuthenticationError
      )
      simulator.faults.reset()

      const basic = await fetch(`${simulator.url}/v1/customers?limit=1`, {
        headers: { authorization: `Basic ${Buffer.from(`${KEY}:`).toString('base64')}` },
      })
      assert.equal(basic.status, 200)
      assert.match(basic.headers.get('request-id')!, /^req_/)

      simulator.faults.failNext(1, 500)
      assert.instanceOf(await failure(stripe.products.list()), Stripe.errors.StripeAPIError)
      simulator.faults.rateLimitNext(1, 1)
      const limited = await failure(stripe.products.list())
      assert.instanceOf(limited, Stripe.errors.StripeRateLimitError)
      assert.equal(limited.code, 'rate_limit')

      const retrying = createStripeClient({
        secretKey: KEY,
        apiBase: simulator.url,
        maxNetworkRetries: 1,
      })
      simulator.clearRequests()
      simulator.faults.failNext(1, 503)
      const product = await retrying.products.create({ name: 'After a retry' })
      assert.match(product.id, /^prod_/)
      assert.deepEqual(
        simulator.requests.map((entry) => entry.status),
        [503, 200]
      )
      assert.lengthOf(
        (await stripe.products.list({ limit: 100 })).data.filter(
          (entry) => entry.name === 'After a retry'
        ),
        1
      )

      simulator.faults.latencyMs = 30
      const started = Date.now()
      await stripe.products.list({ limit: 1 })
      assert.isAtLeast(Date.now() - started, 30)
    })
  }
)
