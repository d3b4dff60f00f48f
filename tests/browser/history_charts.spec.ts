import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import type { Locator, Page } from 'playwright'
import { DEMO_ACCOUNTS } from '#database/demo/demo_data'
import { useDemoBrowser } from '#tests/browser/helpers/demo_browser'
import { appUrl, seriousViolations } from '#tests/browser/helpers/chromium'
import { signedInAt } from '#tests/browser/helpers/journeys'

const MAIN_BAR = 'De Markt – main bar'
const PHONE = { width: 390, height: 844 }

async function setLanguage(page: Page, lang: string) {
  const xsrf = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')
  const response = await page.request.put(appUrl('/rest/self'), {
    data: { lang },
    headers: {
      'X-XSRF-TOKEN': decodeURIComponent(xsrf?.value ?? ''),
      'Accept': 'application/json',
    },
  })
  if (!response.ok()) throw new Error(`language not changed: ${response.status()}`)
}

/** How many separate stretches a chart line is drawn in: a gap in the data starts a new one. */
const stretches = (d: string | null) => (d?.match(/M/g) ?? []).length

/** The x-axis labels of a chart (the y-axis ones are plain numbers). */
async function dayTicks(chart: Locator) {
  const labels = await chart.locator('.recharts-cartesian-axis-tick-value').allTextContents()
  return labels.filter((label) => !/^[\d\s.,%]+$/.test(label))
}

test.group('Web app / network history charts', (group) => {
  const visit = useDemoBrowser(group)

  test('the demo admin opens the history tab and sees 7 days of uptime and clients, gaps left blank, in Dutch and on a phone', async ({
    assert,
  }) => {
    const mainBar = await db.from('locations').where('name', MAIN_BAR).firstOrFail()
    // Two hours without samples three days ago: the charts must show a hole there, not a drop to zero.
    const [hole] = await db
      .from('network_history_points')
      .where({ location_id: mainBar.id, granularity: 'hour' })
      .orderBy('at', 'desc')
      .offset(24)
      .limit(1)
      .select('at')
    await db
      .from('network_history_points')
      .where('location_id', mainBar.id)
      .whereBetween('at', [hole.at, new Date(new Date(hole.at).getTime() + 3_600_000)])
      .delete()

    await visit(async ({ page }) => {
      await signedInAt(page, DEMO_ACCOUNTS.admin, `/locations/history?location=${mainBar.id}`)

      const section = page.getByRole('region', { name: 'Network history' })
      await section.waitFor()
      assert.isTrue(
        await section.getByRole('radio', { name: '7 days' }).isChecked(),
        '7 days first'
      )
      const clients = section.getByRole('application', { name: 'Connected clients' })
      await clients.locator('path.recharts-area-curve').first().waitFor()
      const uptime = section.getByRole('application', { name: 'Uptime per period' })
      assert.equal(
        stretches(await uptime.locator('path.recharts-area-curve').getAttribute('d')),
        2,
        'the uptime line breaks at the hole'
      )
      assert.isAtLeast(
        stretches(await clients.locator('path.recharts-area-curve').first().getAttribute('d')),
        2,
        'so does the clients line'
      )
      assert.match(await section.getByText('Peak clients').locator('..').innerText(), /\d/)
      const series = await (
        await page.request.get(
          appUrl(`/rest/locations/${mainBar.id}/network/history/series?range=7d`)
        )
      ).json()
      const missing = series.points.filter(
        (point: { uptimePercent: number | null }) => point.uptimePercent === null
      ).length
      assert.isAtLeast(missing, 2)
      await section
        .getByText(`${missing} periods of 168 have no samples: the charts leave them blank.`)
        .waitFor()
      const ticks = await dayTicks(clients)
      assert.isNotEmpty(ticks)
      assert.isTrue(
        ticks.every((tick) => /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{1,2}\/\d{1,2}$/.test(tick)),
        `weekday ticks in English: ${ticks}`
      )
      assert.deepEqual(await seriousViolations(page), [])

      await section.locator('label', { hasText: '30 days' }).click()
      await section.getByText('over the last 30 days').first().waitFor()
      assert.isTrue(await section.getByRole('radio', { name: '30 days' }).isChecked())

      await setLanguage(page, 'nl')
      await page.setViewportSize(PHONE)
      await page.goto(appUrl(`/locations/history?location=${mainBar.id}`))
      const dutch = page.getByRole('region', { name: 'Netwerkgeschiedenis' })
      const dutchClients = dutch.getByRole('application', { name: 'Verbonden apparaten' })
      await dutchClients.locator('path.recharts-area-curve').first().waitFor()
      const dutchTicks = await dayTicks(dutchClients)
      assert.isNotEmpty(dutchTicks)
      assert.isTrue(
        dutchTicks.every((tick) => /^(ma|di|wo|do|vr|za|zo) \d{1,2}-\d{1,2}$/.test(tick)),
        `weekday ticks in Dutch: ${dutchTicks}`
      )
      const box = (await dutch.boundingBox())!
      assert.isAtMost(box.x + box.width, PHONE.width, 'the charts fit the phone')
      await setLanguage(page, 'en')
    })
  })
})
