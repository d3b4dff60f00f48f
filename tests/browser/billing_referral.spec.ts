import { test } from '@japa/runner'
import { DEMO_ACCOUNTS } from '#database/demo/demo_data'
import { pollUntil } from '#tests/helpers/poll'
import { settleStripeDeliveries, useStripeSimulator } from '#tests/helpers/stripe_simulator'
import { useDemoBrowser } from '#tests/browser/helpers/demo_browser'
import { appUrl } from '#tests/browser/helpers/chromium'
import { signedInAt } from '#tests/browser/helpers/journeys'
import { referredCompanyPays } from '#tests/functional/billing_referrals/referral_world'
import db from '@adonisjs/lucid/services/db'

/** Issue 17 "done when": a referral credits 200 EUR on the next invoice; admins follow referrals and invoicing runs. */
test.group('Web app / billing: referral bonus and the monthly invoicing run', (group) => {
  const visit = useDemoBrowser(group)
  const simulator = useStripeSimulator(group)
  settleStripeDeliveries(group, simulator)

  test('a customer refers a company on /bonus, sees it rewarded once it pays; the admin sees it and runs the invoicing', async () => {
    await visit(async ({ page }) => {
      await signedInAt(page, DEMO_ACCOUNTS.customer, '/bonus')
      const form = page.getByRole('form', { name: 'Refer a company' })
      await form.getByRole('textbox', { name: 'Contact name' }).fill('Nora New')
      await form.getByRole('textbox', { name: 'E-mail' }).fill('nora@new-cafe.example')
      await form.getByRole('textbox', { name: 'Company' }).fill('New Café')
      await form.getByRole('combobox', { name: 'Sector' }).click()
      await page.getByRole('option', { name: 'Hospitality' }).click()
      await form.getByRole('button', { name: 'Send referral' }).click()
      const mine = page.getByRole('table', { name: 'My referrals' })
      await mine.getByRole('row').filter({ hasText: 'New Café' }).getByText('Invited').waitFor()

      await form.getByRole('textbox', { name: 'Contact name' }).fill('Nora Again')
      await form.getByRole('textbox', { name: 'E-mail' }).fill('NORA@new-cafe.example')
      await form.getByRole('textbox', { name: 'Company' }).fill('New Café')
      await form.getByRole('combobox', { name: 'Sector' }).click()
      await page.getByRole('option', { name: 'Retail' }).click()
      await form.getByRole('button', { name: 'Send referral' }).click()
      await form.getByText('This company has already been referred.').waitFor()

      await referredCompanyPays('nora@new-cafe.example')
      await pollUntil(
        async () =>
          (await db.from('referrals').where('email', 'nora@new-cafe.example').first())?.state ===
          'rewarded',
        { what: 'the credit' }
      )
      await page.reload()
      await mine
        .getByRole('row')
        .filter({ hasText: 'New Café' })
        .getByText(/^Rewarded \(.*200,00/)
        .waitFor()
    })

    await visit(async ({ page }) => {
      await signedInAt(page, DEMO_ACCOUNTS.admin, '/bonus')
      const all = page.getByRole('table', { name: 'All referrals' })
      await all
        .getByRole('row')
        .filter({ hasText: 'New Café' })
        .getByText(/^cbtxn_/)
        .waitFor()
      await page.goto(appUrl('/admin/accounting'))
      const runs = page.getByRole('region', { name: 'Monthly invoicing' })
      await runs.getByRole('button', { name: 'Start run' }).click()
      await runs
        .getByRole('table', { name: 'Monthly invoicing' })
        .getByText(/^Completed/)
        .waitFor({ timeout: 30_000 })
    })
  })
})
