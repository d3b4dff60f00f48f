import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import Partner from '#core/partners/models/partner'
import IntegrationConnection from '#core/integrations/models/integration_connection'
import { setIntegrationServiceUrl } from '#core/plugins/connect_integration'
import { billingStripe } from '#core/billing/stripe/billing_stripe'
import {
  startPipedriveSimulator,
  type PipedriveSimulator,
} from '#plugins/pipedrive/simulator/index'
import { settleStripeDeliveries, useStripeSimulator } from '#tests/helpers/stripe_simulator'
import { billingJobsSettled, buildBillingWorld } from '#tests/functional/billing/billing_world'

const TOKEN = 'pipedrive0123456789abcdef0123456789abcd'
const DEAL_URL = 'https://airdeck-demo.pipedrive.com/deal/222'

test.group('Billing / invoices: an invoice from a Pipedrive deal', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  const simulator = useStripeSimulator(group)
  settleStripeDeliveries(group, simulator, billingJobsSettled)
  let pipedrive: PipedriveSimulator
  group.setup(async () => {
    pipedrive = await startPipedriveSimulator({
      apiToken: TOKEN,
      companyDomain: 'airdeck-demo',
      host: '127.0.0.1',
    })
    setIntegrationServiceUrl('pipedrive', pipedrive.url)
    return async () => {
      setIntegrationServiceUrl('pipedrive', null)
      await pipedrive.stop()
    }
  })

  async function world() {
    const base = await buildBillingWorld()
    const partner = await Partner.create({ name: 'Airdeck sales' })
    await base.users.admin.merge({ partnerId: partner.id }).save()
    await IntegrationConnection.create({
      pluginId: 'pipedrive',
      partnerId: partner.id,
      state: 'active',
      settings: { apiToken: TOKEN, companyDomain: 'airdeck-demo' },
      options: {},
    })
    return { ...base, partner }
  }

  /** Only these products are active in Stripe (the simulator lives for the whole group). */
  async function stripeProducts(names: string[]) {
    for await (const product of billingStripe().products.list({ active: true, limit: 100 }))
      await billingStripe().products.update(product.id, { active: false })
    for (const name of names) await billingStripe().products.create({ name })
  }

  test('the deal products matched to Stripe products become invoice lines at the deal prices and discounts', async ({
    client,
    assert,
  }) => {
    const { customer, users } = await world()
    await stripeProducts(['WiFi Pro (per access point)', 'Installatie', 'access point  U7 pro'])
    const response = await client
      .post('/rest/invoices/pipedrive')
      .json({ customer: customer.id, deal: DEAL_URL })
      .withCsrfToken()
      .loginAs(users.admin)
    assert.equal(response.status(), 201, JSON.stringify(response.body()))
    const invoice = response.body()
    assert.equal(invoice.customer.id, customer.id)
    assert.equal(invoice.status, 'unpaid')
    assert.lengthOf(invoice.lines, 3)
    // 3 × 49.95 − 10 %, 250 − 25 (10 %), 2 × 189.99
    assert.equal(invoice.subtotal, Math.round(3 * 4995 * 0.9) + 22500 + 2 * 18999)
    assert.equal(invoice.total, invoice.subtotal + invoice.tax)
    assert.isAbove(invoice.tax, 0)
    const request = await db
      .from('invoice_requests')
      .where('stripe_invoice_id', invoice.stripe_invoice_id)
      .first()
    assert.deepInclude(request, {
      source: 'pipedrive',
      source_reference: DEAL_URL,
      customer_id: customer.id,
    })
  })

  test('a deal item without a matching Stripe product is a 422 E_NO_MATCHING_PRODUCTS naming it, and nothing is billed', async ({
    client,
    assert,
  }) => {
    const { customer, users } = await world()
    const before = (await billingStripe().invoices.list({ limit: 100 })).data.length
    await stripeProducts(['WiFi Pro (per access point)'])
    const response = await client
      .post('/rest/invoices/pipedrive')
      .json({ customer: customer.id, deal: DEAL_URL })
      .withCsrfToken()
      .loginAs(users.admin)
    response.assertStatus(422)
    response.assertBodyContains({ code: 'E_NO_MATCHING_PRODUCTS' })
    assert.includeMembers(
      response.body().errors.map((error: any) => error.meta.product),
      ['Installatie', 'Access point U7 Pro']
    )
    const empty = await client
      .post('/rest/invoices/pipedrive')
      .json({ customer: customer.id, deal: '223' })
      .withCsrfToken()
      .loginAs(users.admin)
    empty.assertStatus(422)
    empty.assertBodyContains({ code: 'E_NO_MATCHING_PRODUCTS' })
    assert.equal((await billingStripe().invoices.list({ limit: 100 })).data.length, before)
    assert.equal((await db.from('invoices').count('* as n'))[0].n, '0')
    ;(
      await client
        .post('/rest/invoices/pipedrive')
        .json({ customer: customer.id, deal: DEAL_URL })
        .withCsrfToken()
        .loginAs(users.owner)
    ).assertStatus(403)
    const invalid = await client
      .post('/rest/invoices/pipedrive')
      .json({ customer: customer.id })
      .withCsrfToken()
      .loginAs(users.admin)
    invalid.assertStatus(422)
  })
})
