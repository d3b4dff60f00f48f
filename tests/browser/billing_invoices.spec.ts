import { test } from '@japa/runner'
import type { Page } from 'playwright'
import db from '@adonisjs/lucid/services/db'
import Customer from '#core/customers/models/customer'
import User from '#core/users/models/user'
import Partner from '#core/partners/models/partner'
import IntegrationConnection from '#core/integrations/models/integration_connection'
import { setIntegrationServiceUrl } from '#core/plugins/connect_integration'
import { billingStripe } from '#core/billing/stripe/billing_stripe'
import {
  startPipedriveSimulator,
  type PipedriveSimulator,
} from '#plugins/pipedrive/simulator/index'
import { DEMO_ACCOUNTS } from '#database/demo/demo_data'
import { settleStripeDeliveries, useStripeSimulator } from '#tests/helpers/stripe_simulator'
import { useDemoBrowser } from '#tests/browser/helpers/demo_browser'
import { appUrl, seriousViolations } from '#tests/browser/helpers/chromium'
import { signIn, signedInAt, waitForPath } from '#tests/browser/helpers/journeys'

const TOKEN = 'pipedrive0123456789abcdef0123456789abcd'

/** Issue 17 "the admin turns a Pipedrive deal into an invoice and marks it paid outside Stripe". */
test.group('Web app / billing: an invoice from a Pipedrive deal, paid outside Stripe', (group) => {
  const visit = useDemoBrowser(group)
  const simulator = useStripeSimulator(group)
  settleStripeDeliveries(group, simulator)
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

  test('the admin pastes the deal URL on Payments, gets the invoice, and marks it paid on Accounting', async ({
    assert,
  }) => {
    const partner = await Partner.create({ name: 'Airdeck sales' })
    await IntegrationConnection.create({
      pluginId: 'pipedrive',
      partnerId: partner.id,
      state: 'active',
      settings: { apiToken: TOKEN, companyDomain: 'airdeck-demo' },
      options: {},
    })
    // Through the model, so the admin's cached self record (signed in by earlier groups) sees the partner.
    const admin = await User.findByOrFail('email', DEMO_ACCOUNTS.admin)
    admin.partnerId = partner.id
    await admin.save()
    for (const name of ['WiFi Pro (per access point)', 'Installatie', 'Access point U7 Pro'])
      await billingStripe().products.create({ name })
    const customer = await Customer.query().orderBy('id').firstOrFail()

    await visit(async ({ page }) => {
      await signedInAt(page, DEMO_ACCOUNTS.admin, '/admin/payments')
      await page.getByRole('heading', { name: 'Payments', level: 1 }).waitFor()
      await page.getByRole('combobox', { name: 'Customer' }).fill(customer.name.slice(0, 6))
      await page.getByRole('option', { name: customer.name }).click()
      await page
        .getByRole('textbox', { name: 'Deal URL' })
        .fill('https://airdeck-demo.pipedrive.com/deal/222')
      await page.getByRole('button', { name: 'Create invoice from deal' }).click()
      // 3 × 49,95 − 10 % + 250 − 25 + 2 × 189,99 = 739,85, plus 21 % Belgian VAT per line: 895,22 (each line rounded to the cent)
      await page.getByText(/Invoice .+ created: €\s895,22\./).waitFor()
      assert.deepEqual(await seriousViolations(page), [], '/admin/payments')

      await page.goto(appUrl('/admin/accounting'))
      await page.getByRole('heading', { name: 'Accounting' }).waitFor()
      const row = page
        .getByRole('row')
        .filter({ hasText: customer.name })
        .filter({ hasText: /€\s895,22/ })
      await row.getByText('Unpaid').waitFor()
      await row.getByRole('button', { name: 'Mark paid (outside Stripe)' }).click()
      await row.getByText('Paid', { exact: true }).waitFor()
      await row.getByText('paid outside Stripe').waitFor()
      assert.deepEqual(await seriousViolations(page), [], '/admin/accounting')
    })
    const invoice = await db
      .from('invoices')
      .where('customer_id', customer.id)
      .orderBy('id', 'desc')
      .firstOrFail()
    assert.deepInclude(invoice, {
      stripe_status: 'paid',
      paid_out_of_band: true,
      subtotal: 73985,
      total: 89522,
    })
  })
})

/** Issue 32 item 4: a Belgian customer's invoice carries 21 % VAT; a Dutch customer's with a verified VAT number, reverse charge. */
test.group('Web app / billing: VAT on invoices', (group) => {
  const visit = useDemoBrowser(group)
  const simulator = useStripeSimulator(group)
  settleStripeDeliveries(group, simulator)

  async function oneOffInvoice(page: Page, customer: Customer, expectedTotal: RegExp) {
    await page.goto(appUrl('/admin/payments'))
    await page.getByRole('heading', { name: 'Payments', level: 1 }).waitFor()
    await page.getByRole('combobox', { name: 'Customer' }).fill(customer.name.slice(0, 6))
    await page.getByRole('option', { name: customer.name }).click()
    await page.getByRole('textbox', { name: 'Description' }).fill('Installation')
    await page.getByRole('textbox', { name: 'Unit price (excl. VAT)' }).fill('149')
    await page.getByRole('button', { name: 'Create invoice', exact: true }).click()
    await page.getByText(expectedTotal).waitFor()
  }

  test("the Belgian customer's user sees 149,00 + 21 % VAT = 180,29; the Dutch customer's invoice says reverse charge with the legal mention", async ({
    assert,
  }) => {
    const carla = await User.findByOrFail('email', DEMO_ACCOUNTS.customer)
    const groupGrant = await db
      .from('access_grants')
      .where({ user_id: carla.id, subject_type: 'group' })
      .firstOrFail()
    const belgian = await Customer.query()
      .where('group_id', groupGrant.subject_id)
      .orderBy('id')
      .firstOrFail()
    assert.equal(belgian.country, 'BE')
    await carla.merge({ defaultCustomerId: belgian.id }).save()
    // Stripe verified this number with VIES (the webhook path is covered by the functional tests).
    const dutch = await Customer.create({
      name: 'Koffiebar Delft BV',
      country: 'NL',
      vat: 'NL123456789B01',
      vatVerification: 'verified',
      email: 'hallo@koffiebar.test',
    })

    await visit(async ({ page }) => {
      await signIn(page, DEMO_ACCOUNTS.admin)
      await waitForPath(page, '/dashboard')
      await oneOffInvoice(page, belgian, /Invoice .+ created: €\s180,29\./)
      await oneOffInvoice(page, dutch, /Invoice .+ created: €\s149,00\./)
      await page.goto(appUrl(`/admin/customers/${dutch.id}`))
      const row = page.getByRole('row').filter({ hasText: 'Reverse charge' })
      await row
        .getByText(/€\s149,00/)
        .first()
        .waitFor()
      await row.getByRole('button', { name: /^Lines of invoice/ }).click()
      await page
        .getByRole('table', { name: /^Lines of invoice/ })
        .getByRole('cell', { name: '0 %' })
        .waitFor()
      await page
        .getByText(
          'Reverse charge – Article 196 of Council Directive 2006/112/EC: the VAT is due by the customer.'
        )
        .waitFor()
    })

    // The invoice's VAT reaches our mirror with Stripe's finalize events: the customer's list is read once they are in.
    await simulator().events.idle()
    await visit(async ({ page }) => {
      await signedInAt(page, DEMO_ACCOUNTS.customer, '/customer/invoices')
      const row = page.getByRole('row').filter({ hasText: /€\s180,29/ })
      await row.getByText(/€\s149,00/).waitFor()
      await row.getByText(/€\s31,29/).waitFor()
      await row.getByText('21 %').waitFor()
      await row.getByRole('button', { name: /^Lines of invoice/ }).click()
      await page.getByText(/149,00 excl\. VAT \+ €\s31,29 VAT = €\s180,29/).waitFor()
      assert.deepEqual(await seriousViolations(page), [], '/customer/invoices with the lines open')
    })
  })
})
