import { test } from '@japa/runner'
import type { Page } from 'playwright'
import { DEMO_ACCOUNTS } from '#database/demo/demo_data'
import { useDemoBrowser } from '#tests/browser/helpers/demo_browser'
import { appUrl, seriousViolations } from '#tests/browser/helpers/chromium'
import { signIn, waitForPath } from '#tests/browser/helpers/journeys'

const pageWidth = (page: Page) =>
  page.evaluate(() => (globalThis as any).document.documentElement.scrollWidth as number)

test.group('Web app / sales hunter on a phone', (group) => {
  const visit = useDemoBrowser(group)

  test('a hunter records a visit in the street, sees it in the overview, prices a 3-venue failover offer and cannot open anything else', async ({
    assert,
  }) => {
    await visit(async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 812 })
      await signIn(page, DEMO_ACCOUNTS.hunter)
      await waitForPath(page, '/admin/sales')
      await page.getByText('Brasserie Het Hemelrijk').first().waitFor()
      assert.deepEqual(await seriousViolations(page), [], '/admin/sales')

      await page.getByRole('tab', { name: 'New visit' }).click()
      await waitForPath(page, '/admin/sales/create')
      await page.getByRole('textbox', { name: 'Venue name' }).fill('Frituur Den Hoek')
      await page.getByRole('textbox', { name: 'City' }).fill('Hasselt')
      assert.isAtMost(await pageWidth(page), 375, 'the wizard scrolls sideways')
      assert.deepEqual(await seriousViolations(page), [], '/admin/sales/create')
      await page.getByRole('button', { name: 'Next' }).click()
      await page.getByRole('textbox', { name: 'Contact person' }).fill('Jef')
      await page.getByRole('button', { name: 'Next' }).click()
      await page.getByText('Interested', { exact: true }).click()
      await page.getByRole('button', { name: 'Next' }).click()
      await page.getByRole('checkbox', { name: 'Takeaway' }).check()
      await page.getByRole('button', { name: 'Save visit' }).click()
      await page.getByText('Visit to Frituur Den Hoek saved.').waitFor()
      // The toast's close button has no accessible name (ui/lib/toast.ts): let it go before the axe checks.
      await page
        .getByText('Visit to Frituur Den Hoek saved.')
        .waitFor({ state: 'detached', timeout: 10_000 })

      await page.getByRole('tab', { name: 'Overview' }).click()
      await page.getByRole('button', { name: 'Show Frituur Den Hoek' }).click()
      const detail = page.getByRole('dialog', { name: 'Frituur Den Hoek' })
      await detail.getByText('Jef').waitFor()
      await detail.getByRole('button', { name: 'Close' }).click()

      await page.getByRole('tab', { name: 'Calculator' }).click()
      await page.getByRole('textbox', { name: 'Quote for' }).fill('Hemelrijk, 3 venues')
      await page.getByRole('textbox', { name: 'Venues' }).fill('3')
      await page.getByRole('textbox', { name: 'Access points per venue' }).fill('4')
      await page.getByRole('textbox', { name: 'Internet connections per venue' }).fill('2')
      await page.getByRole('combobox', { name: 'Service plan (SLA)' }).selectOption('2')
      await page.getByRole('checkbox', { name: 'Special Peplink licence' }).check()
      await page.getByRole('button', { name: 'Calculate', exact: true }).click()
      // 3 × plan 2 (59.00) + 3 × PrimeCare (7.00) + 3 × an extra connection (15.00), from the demo catalogue.
      assert.match((await page.getByTestId('quote-mrr').textContent()) ?? '', /^€\s243,00$/)
      assert.isAtMost(await pageWidth(page), 375, 'the calculator scrolls sideways')
      assert.deepEqual(await seriousViolations(page), [], '/admin/sales/calculate')

      await page.goto(appUrl('/admin/customers'))
      await waitForPath(page, '/admin/sales')
      const status = await page.request.get(appUrl('/rest/customers'), {
        headers: { Accept: 'application/json' },
      })
      assert.equal(status.status(), 403)
    })
  }).timeout(60_000)
})
