import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import type Stripe from 'stripe'
import db from '@adonisjs/lucid/services/db'
import Customer from '#core/customers/models/customer'
import { billingStripe } from '#core/billing/stripe/billing_stripe'
import { syncStripeCustomer } from '#core/billing/customers/stripe_customer_sync'
import { pollUntil } from '#tests/helpers/poll'
import {
  settleStripeDeliveries,
  useStripeSimulator,
  webhookDelivered,
} from '#tests/helpers/stripe_simulator'
import {
  BELGIAN_CUSTOMER,
  billingJobsSettled,
  buildBillingWorld,
  synced,
} from '#tests/functional/billing/billing_world'

test.group(
  'Billing / customers ↔ Stripe: sync job, eu_vat tax id, verification, linking',
  (group) => {
    group.each.setup(() => testUtils.db().withGlobalTransaction())
    const simulator = useStripeSimulator(group)
    group.each.setup(() => () => simulator().faults.reset())
    settleStripeDeliveries(group, simulator, billingJobsSettled)

    test('creating a customer syncs a Stripe customer (name, address, invoice e-mail, language, eu_vat) and shows the VAT verification from the webhook', async ({
      client,
      assert,
    }) => {
      const { users } = await buildBillingWorld()
      const created = await client
        .post('/rest/customers')
        .json(BELGIAN_CUSTOMER)
        .withCsrfToken()
        .loginAs(users.admin)
      created.assertStatus(201)
      const customer = await synced(created.body().id, (row) => row.vatVerification === 'pending')
      assert.match(customer.paymentProviderId!, /^cus_/)

      const remote = (await billingStripe().customers.retrieve(customer.paymentProviderId!, {
        expand: ['tax_ids'],
      })) as Stripe.Customer
      assert.deepInclude(remote, {
        name: 'Brasserie Stripe',
        email: 'billing@brasserie.test',
        preferred_locales: ['fr'],
      })
      assert.deepInclude(remote.address!, {
        line1: 'Kouter 12',
        postal_code: '9000',
        city: 'Gent',
        country: 'BE',
      })
      assert.equal(remote.metadata.airdeck_customer_id, String(customer.id))
      const [taxId] = remote.tax_ids!.data
      assert.deepInclude(taxId, { type: 'eu_vat', value: 'BE0123456749' })
      assert.equal(customer.stripeTaxId, taxId.id)

      simulator().setTaxIdVerification(taxId.id, 'verified', 'BRASSERIE STRIPE BV')
      await pollUntil(
        () =>
          webhookDelivered(
            simulator(),
            'customer.tax_id.updated',
            (event) => event.data.object.id === taxId.id
          ),
        { what: 'the verification event' }
      )
      const state = await client.get(`/rest/customers/${customer.id}/stripe`).loginAs(users.admin)
      state.assertStatus(200)
      assert.deepInclude(state.body(), {
        stripe_customer_id: customer.paymentProviderId,
        vat_verification: 'verified',
        vat_verified_name: 'BRASSERIE STRIPE BV',
        sync_error: null,
      })

      const edited = await client
        .put(`/rest/customers/${customer.id}`)
        .json({ vat: 'BE0987654394', language: 'de' })
        .withCsrfToken()
        .loginAs(users.admin)
      edited.assertStatus(200)
      const resynced = await synced(
        customer.id,
        (row) => row.stripeTaxId !== taxId.id && row.vatVerification === 'pending'
      )
      const taxIds = await billingStripe().customers.listTaxIds(resynced.paymentProviderId!)
      assert.deepEqual(
        taxIds.data.map((entry) => entry.value),
        ['BE0987654394'],
        'the old VAT number is removed'
      )
      assert.deepEqual(
        ((await billingStripe().customers.retrieve(resynced.paymentProviderId!)) as Stripe.Customer)
          .preferred_locales,
        ['de']
      )
    })

    test('a malformed VAT number is refused on the form; a used one is a duplicate; nothing reaches Stripe', async ({
      client,
      assert,
    }) => {
      const { users } = await buildBillingWorld()
      const before = simulator().requests.length
      const malformed = await client
        .post('/rest/customers')
        .json({ ...BELGIAN_CUSTOMER, vat: 'BE0123456700' })
        .withCsrfToken()
        .loginAs(users.admin)
      malformed.assertStatus(422)
      assert.deepInclude(malformed.body().errors[0], { field: 'vat', rule: 'vat' })
      const first = await client
        .post('/rest/customers')
        .json(BELGIAN_CUSTOMER)
        .withCsrfToken()
        .loginAs(users.admin)
      first.assertStatus(201)
      // Under the test's one transaction every query shares a connection: a job still writing while the refused
      // duplicate rolls back its savepoint would lose its writes (the sync and its own outcome) with it.
      await synced(first.body().id)
      await billingJobsSettled()
      const duplicate = await client
        .post('/rest/customers')
        .json({ ...BELGIAN_CUSTOMER, name: 'Copycat' })
        .withCsrfToken()
        .loginAs(users.admin)
      duplicate.assertStatus(422)
      duplicate.assertBodyContains({ code: 'E_DUPLICATE_VAT' })
      // A sync the refused duplicate queued by mistake would show up here once it ran.
      await billingJobsSettled()
      const creates = simulator()
        .requests.slice(before)
        .filter((request: any) => request.method === 'POST' && request.path === '/v1/customers')
      assert.lengthOf(creates, 1)
    })

    test("Stripe's tax_id_invalid is recorded on the customer as the incorrect EU VAT error; a fixed number clears it", async ({
      assert,
    }) => {
      const { customer } = await buildBillingWorld()
      // A number that passes the local shape check but not Stripe's (simulated here by writing it directly).
      await db
        .from('customers')
        .where('id', customer.id)
        .update({ country: 'BE', vat: 'BE9123456789' })
      await customer.refresh()
      assert.equal(await syncStripeCustomer(customer), 'vat_invalid')
      assert.deepInclude(customer.$attributes, {
        stripeSyncError: 'E_INVALID_EU_VAT',
        vatVerification: 'invalid',
        stripeTaxId: null,
      })
      await db.from('customers').where('id', customer.id).update({ vat: 'BE0123456749' })
      await customer.refresh()
      assert.equal(await syncStripeCustomer(customer), 'synced')
      assert.deepInclude(customer.$attributes, {
        stripeSyncError: null,
        vatVerification: 'pending',
      })
    })

    test('Stripe down never blocks the form: the save answers, the job fails and a later attempt syncs', async ({
      client,
      assert,
    }) => {
      const { customer, users } = await buildBillingWorld()
      simulator().faults.failNext(50, 503)
      const saved = await client
        .put(`/rest/customers/${customer.id}`)
        .json({ name: 'Renamed While Down' })
        .withCsrfToken()
        .loginAs(users.admin)
      saved.assertStatus(200)
      await pollUntil(
        async () =>
          (await db
            .from('job_runs')
            .where('job_name', 'billing.sync_stripe_customer')
            .where('attempts', '>=', 1)
            .first()) ?? null,
        { what: 'a failed attempt' }
      )
      assert.isNull((await Customer.findOrFail(customer.id)).paymentProviderId)
      simulator().faults.reset()
      await syncStripeCustomer(await Customer.findOrFail(customer.id))
      const stripeId = (await Customer.findOrFail(customer.id)).paymentProviderId!
      assert.equal(
        ((await billingStripe().customers.retrieve(stripeId)) as Stripe.Customer).name,
        'Renamed While Down'
      )
      await db.from('job_runs').where('job_name', 'billing.sync_stripe_customer').delete()
    })

    test("PUT /customers/{id}/stripe links an existing Stripe customer: it must exist, be nobody else's, and only admins may", async ({
      client,
      assert,
    }) => {
      const { customer, other, users } = await buildBillingWorld()
      const existing = await billingStripe().customers.create({ name: 'Made by hand' })
      const notAdmin = await client
        .put(`/rest/customers/${customer.id}/stripe`)
        .json({ stripe_customer_id: existing.id })
        .withCsrfToken()
        .loginAs(users.owner)
      notAdmin.assertStatus(403)
      const missing = await client
        .put(`/rest/customers/${customer.id}/stripe`)
        .json({ stripe_customer_id: 'cus_nothere' })
        .withCsrfToken()
        .loginAs(users.admin)
      missing.assertStatus(422)
      missing.assertBodyContains({
        code: 'E_STRIPE_CUSTOMER_NOT_FOUND',
        errors: [{ field: 'stripe_customer_id' }],
      })

      const linked = await client
        .put(`/rest/customers/${customer.id}/stripe`)
        .json({ stripe_customer_id: existing.id })
        .withCsrfToken()
        .loginAs(users.admin)
      linked.assertStatus(200)
      assert.equal(linked.body().stripe_customer_id, existing.id)
      await synced(customer.id)
      assert.equal(
        ((await billingStripe().customers.retrieve(existing.id)) as Stripe.Customer).name,
        customer.name,
        'our data is pushed to it'
      )

      const taken = await client
        .put(`/rest/customers/${other.customer.id}/stripe`)
        .json({ stripe_customer_id: existing.id })
        .withCsrfToken()
        .loginAs(users.admin)
      taken.assertStatus(422)
      taken.assertBodyContains({ code: 'E_STRIPE_CUSTOMER_TAKEN' })
      assert.isNull((await Customer.findOrFail(other.customer.id)).paymentProviderId)
    })
  }
)
