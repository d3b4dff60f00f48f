import { test } from '@japa/runner'
import User from '#core/users/models/user'
import Customer from '#core/customers/models/customer'
import { PERMISSION_KEYS } from '#core/access/permissions'
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '#database/demo/demo_data'
import { mailCatcher } from '#tests/helpers/mail_catcher'
import { pollUntil } from '#tests/helpers/poll'
import { grant } from '#tests/helpers/fixtures'
import {
  settleStripeDeliveries,
  useStripeSimulator,
  webhookDelivered,
} from '#tests/helpers/stripe_simulator'
import { useDemoBrowser } from '#tests/browser/helpers/demo_browser'
import { appUrl } from '#tests/browser/helpers/chromium'
import { signIn, signedInAt, waitForPath } from '#tests/browser/helpers/journeys'

const CUSTOMER = 'Brasserie Betaalt'
const BILLING_EMAIL = 'facturen@brasserie-betaalt.example'
const OWNER = 'owner@brasserie-betaalt.example'

/** Issue 17 "done when": a Belgian customer, the payment-method link by mail, SEPA on Stripe's page, users let in. */
test.group('Web app / billing: payment method through Stripe Checkout', (group) => {
  const visit = useDemoBrowser(group)
  const simulator = useStripeSimulator(group)
  settleStripeDeliveries(group, simulator)

  test('the admin creates a customer with a Belgian VAT and mails the link; the customer picks SEPA and its user gets in', async ({
    assert,
  }) => {
    const customerId = await visit(async ({ page }) => {
      await signedInAt(page, DEMO_ACCOUNTS.admin, '/admin/customers')
      await page.getByRole('button', { name: 'Add customer' }).click()
      const dialog = page.getByRole('dialog', { name: 'Add customer' })
      await dialog.getByRole('textbox', { name: 'Name' }).fill(CUSTOMER)
      await dialog.getByRole('textbox', { name: 'VAT number' }).fill('BE0444444400')
      await dialog.getByRole('textbox', { name: 'E-mail', exact: true }).fill(BILLING_EMAIL)
      await dialog.getByRole('button', { name: 'Create customer' }).click()
      await dialog
        .getByText(
          'Incorrect EU VAT number: the country code, then the number (for example BE0123456749)'
        )
        .waitFor()
      await dialog.getByRole('textbox', { name: 'VAT number' }).fill('BE 0444.444.496')
      await dialog.getByRole('button', { name: 'Create customer' }).click()
      await page.waitForURL((url) => /^\/admin\/customers\/\d+$/.test(url.pathname), {
        timeout: 10_000,
      })
      const id = Number(new URL(page.url()).pathname.split('/').pop())

      // The sync job made its Stripe customer with the eu_vat tax id; the card shows the check under way.
      const billing = page.getByRole('region', { name: 'Payment method' })
      await billing.getByText('Not set up').waitFor()
      const stripe = page.getByRole('region', { name: 'Stripe' })
      await pollUntil(async () => (await Customer.find(id))?.paymentProviderId, {
        what: 'the Stripe customer',
      })
      await page.reload()
      await stripe.getByText(/^cus_/).waitFor()
      await billing.getByText('Being checked').waitFor()

      await stripe.getByRole('button', { name: 'Send link by mail' }).click()
      await page.getByText(`Link sent to ${BILLING_EMAIL}`).waitFor()
      return id
    })

    const owner = await User.create({
      email: OWNER,
      password: DEMO_PASSWORD,
      firstname: 'Bea',
      name: 'Betaalt',
      lang: 'en',
    })
    await grant(owner, 'customer', customerId, [...PERMISSION_KEYS])
    await visit(async ({ page }) => {
      await signIn(page, OWNER)
      await waitForPath(page, '/customer/info')
      await page.getByRole('alert').filter({ hasText: 'is waiting for a payment method' }).waitFor()
    })

    const mail = await mailCatcher.waitFor(BILLING_EMAIL)
    const link = /href="([^"]*\/c\/pay\/cs_[^"]+)"/.exec(String(mail.html))?.[1]
    assert.exists(link, 'the mail carries the Checkout link')
    await visit(async ({ page }) => {
      await page.goto(link!)
      await page.getByText('SEPA Direct Debit •••• 3000').click()
      await page.getByRole('button', { name: 'Complete' }).click()
      await page.waitForURL(
        (url) => url.pathname === '/customer/info' || url.pathname === '/auth',
        { timeout: 10_000 }
      )
    })
    await pollUntil(() => webhookDelivered(simulator(), 'checkout.session.completed'), {
      what: 'the completed checkout to reach us',
    })
    assert.equal((await Customer.findOrFail(customerId)).paymentMethod, 2)

    await visit(async ({ page }) => {
      await signIn(page, OWNER)
      await page.waitForURL((url) => url.pathname !== '/auth', { timeout: 10_000 })
      assert.notEqual(
        new URL(page.url()).pathname,
        '/customer/info',
        'no longer held on the company page'
      )
      await page.goto(appUrl('/customer/info'))
      const billing = page.getByRole('region', { name: 'Payment method' })
      await billing.getByText('SEPA •••• 3000').waitFor()
      assert.equal(await page.getByText(/is waiting for a payment method/).count(), 0)
    })
  }).timeout(120_000)
})
