import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import type { Page } from 'playwright'
import { DateTime } from 'luxon'
import { useDemoBrowser } from '#tests/browser/helpers/demo_browser'
import { appUrl } from '#tests/browser/helpers/chromium'
import { mainHeading, signIn, waitForPath } from '#tests/browser/helpers/journeys'
import { DEMO_ACCOUNTS } from '#database/demo/demo_data'
import { rowsWrittenInSql } from '#tests/browser/helpers/demo_snapshot'

/** Issue 25 items 2 and 3: the admin opens the operations view and the financials from the admin menu, in Dutch. */
async function knownInvoices() {
  await db.from('invoices').delete()
  await db.from('financial_targets').delete()
  const row = (id: string, subtotal: number, at: DateTime) => ({
    stripe_invoice_id: id,
    stripe_customer_id: 'cus_browser_fin',
    stripe_status: 'paid',
    subtotal,
    total: subtotal,
    amount_due: subtotal,
    amount_paid: subtotal,
    currency: 'eur',
    stripe_created_at: at.toJSDate(),
    stripe_synced_at: new Date(),
    created_at: new Date(),
    updated_at: new Date(),
  })
  const now = DateTime.now().setZone('Europe/Brussels')
  await db
    .table('invoices')
    .multiInsert([
      row('in_browser_fin_1', 123_456, now.minus({ minutes: 1 })),
      row('in_browser_fin_2', 50_000, now.startOf('month').minus({ days: 3 })),
    ])
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'Hoofdnavigatie' })

test.group('Web app / operations view and financials', (group) => {
  const visit = useDemoBrowser(group)

  test('the admin opens Operaties and Financiën from the admin menu, in Dutch, and sets the yearly target', async ({
    assert,
  }) => {
    await knownInvoices()
    await db.from('users').where('email', DEMO_ACCOUNTS.admin).update({ lang: 'nl' })
    await rowsWrittenInSql()
    try {
      await visit(async ({ page }) => {
        await signIn(page, DEMO_ACCOUNTS.admin)
        await waitForPath(page, '/dashboard')
        await page.reload()
        await nav(page).getByRole('link', { name: 'Operaties' }).click()
        await waitForPath(page, '/admin/cloud')
        await mainHeading(page).filter({ hasText: 'Operaties' }).waitFor()
        const perVendor = page.getByRole('table', { name: 'Controllers per leverancier' })
        await perVendor.waitFor()
        assert.isAbove(await perVendor.getByRole('row').count(), 1)
        await page.getByRole('table', { name: 'Grootste tabellen' }).waitFor()
        assert.match(
          await page.getByRole('region', { name: 'Database' }).innerText(),
          /\d+(,\d)?\s?(kB|MB|GB)/
        )
        await page.getByRole('application', { name: 'Mislukte taken' }).waitFor()

        await nav(page).getByRole('link', { name: 'Financiën' }).click()
        await waitForPath(page, '/financials/hidden')
        await mainHeading(page).filter({ hasText: 'Financiën' }).waitFor()
        const month = page.locator('[data-figure="current_month"]')
        await month.getByText('€ 1.234,56').waitFor()
        await page.locator('[data-figure="last_month"]').getByText('€ 500,00').waitFor()
        await page.getByText(/Nog geen doel voor \d{4}/).waitFor()

        const form = page.getByRole('form', { name: 'Jaardoel' })
        await form.getByLabel('Doel (omzet excl. btw)').fill('2.000.000')
        await form.getByRole('button', { name: 'Doel opslaan' }).click()
        await page.getByText(/Doel voor \d{4} opgeslagen\./).waitFor()
        await page.locator('[data-figure="target"]').getByText('€ 2.000.000,00').waitFor()
        await page.getByRole('progressbar', { name: 'Voortgang naar het doel' }).waitFor()
      })
      const year = DateTime.now().setZone('Europe/Brussels').year
      const stored = await db.from('financial_targets').where('year', year).firstOrFail()
      assert.equal(Number(stored.amount), 200_000_000)
      const audit = await db
        .from('audit_logs')
        .where({ action: 'financial_target.updated', object_id: String(year) })
        .first()
      assert.deepEqual(audit?.new_values, { amount: 200_000_000 })
    } finally {
      await db.from('users').where('email', DEMO_ACCOUNTS.admin).update({ lang: 'en' })
      await rowsWrittenInSql()
    }
  })

  test('a customer user finds neither screen: no menu entry, the page sends them home, the API answers 404', async ({
    assert,
  }) => {
    await visit(async ({ page }) => {
      await signIn(page, DEMO_ACCOUNTS.customer)
      await waitForPath(page, '/dashboard')
      const menu = page.getByRole('navigation', { name: 'Main navigation' })
      assert.equal(await menu.getByRole('link', { name: 'Financials' }).count(), 0)
      assert.equal(await menu.getByRole('link', { name: 'Operations' }).count(), 0)
      await page.goto(appUrl('/financials/hidden'))
      await page.waitForURL((url) => url.pathname !== '/financials/hidden')
      const answer = await page.request.get(appUrl('/rest/admin/financials'), {
        headers: { accept: 'application/json' },
      })
      assert.equal(answer.status(), 404)
    })
  })
})
