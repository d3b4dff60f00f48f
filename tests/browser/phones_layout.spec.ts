import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { DEMO_ACCOUNTS } from '#database/demo/demo_data'
import type { Page } from 'playwright'
import { useDemoBrowser } from '#tests/browser/helpers/demo_browser'
import { appUrl } from '#tests/browser/helpers/chromium'
import { signIn, waitForPath } from '#tests/browser/helpers/journeys'
import { rowsWrittenInSql } from '#tests/browser/helpers/demo_snapshot'

/** Issue 32 item 12: venue screens (every tab) and the other screens with badges or tables, in Dutch (the longest labels). */
const VENUE_TABS = [
  'dashboard',
  'topology',
  'tenants',
  'clients',
  'systems',
  'portal',
  'history',
  'alerts',
  'info',
  'hardware',
  'billing',
]
const BADGE_AND_TABLE_PAGES = [
  '/locations',
  '/admin/locations',
  '/admin/subscriptions',
  '/admin/customers',
  '/admin/groups',
  '/admin/users',
  '/admin/payments',
  '/admin/accounting',
  '/admin/inventory',
  '/admin/inventory/products',
  '/admin/inventory/caas',
  '/admin/inventory/logs',
  '/admin/audit',
  '/admin/config',
  '/alerts',
  '/integrations',
  '/account/profile',
  '/customer/locations',
]

/**
 * What a phone user cannot read on this page: badge labels cut short (their text wider than their box), and tables
 * that neither fit the screen nor scroll inside a box that does (the page scrolling sideways, or a clipped table).
 */
function unreadable(page: Page) {
  return page.evaluate(() => {
    const doc = (globalThis as any).document
    const view = (globalThis as any).innerWidth as number
    const name = (el: any) => (el.textContent ?? '').trim().slice(0, 40)
    const badges = [...doc.querySelectorAll('.mantine-Badge-label')]
      .filter((label: any) => label.scrollWidth > label.clientWidth + 1)
      .map(name)
    const tables: string[] = []
    for (const table of doc.querySelectorAll('table')) {
      // Walk out from the table: a box that scrolls sideways shows what it holds within its own edges; a box that
      // clips without scrolling hides the rest for good.
      let right = table.getBoundingClientRect().right
      if (table.getBoundingClientRect().width === 0) continue
      for (let el = table; el && el !== doc.body; el = el.parentElement) {
        const overflow = (globalThis as any).getComputedStyle(el).overflowX
        const box = el.getBoundingClientRect()
        if (
          el !== table &&
          (overflow === 'hidden' || overflow === 'clip') &&
          right > box.right + 1
        ) {
          tables.push(`${name(table.querySelector('th, td') ?? table)} (cut off)`)
          right = box.right
          break
        }
        if (overflow === 'auto' || overflow === 'scroll') right = box.right
      }
      if (right > view + 1) tables.push(name(table.querySelector('th, td') ?? table))
    }
    return { badges, tables, width: doc.documentElement.scrollWidth as number }
  })
}

/** The distinct rows the venue's tab links sit on, unless they scroll sideways in one row or sit in a menu. */
function tabRows(page: Page) {
  return page
    .getByRole('navigation', { name: /tabbladen|tabs/i })
    .first()
    .evaluate(
      (nav: any) =>
        new Set(
          [...nav.querySelectorAll('a')]
            .filter((a: any) => a.getClientRects().length > 0)
            .map((a: any) => Math.round(a.getBoundingClientRect().top))
        ).size
    )
}

test.group('Web app / phones: badges, tabs and tables', (group) => {
  const visit = useDemoBrowser(group)

  test('issue 32 item 12: at 390 px in Dutch badges read whole, the venue tabs keep one row, tables scroll in their box', async ({
    assert,
  }) => {
    const venue = await db
      .from('locations')
      .where('name', 'De Markt – main bar')
      .select('id')
      .firstOrFail()
    await db
      .from('users')
      .whereIn('email', [DEMO_ACCOUNTS.admin, DEMO_ACCOUNTS.hunter])
      .update({ lang: 'nl' })
    await rowsWrittenInSql()
    try {
      await visit(async ({ page }) => {
        await page.setViewportSize({ width: 390, height: 844 })
        await signIn(page, DEMO_ACCOUNTS.admin)
        await waitForPath(page, '/dashboard')
        const screens = [
          ...VENUE_TABS.map((tab) => `/locations/${tab}?location=${venue.id}`),
          ...BADGE_AND_TABLE_PAGES,
        ]
        const problems: string[] = []
        for (const path of screens) {
          await page.goto(appUrl(path))
          await page
            .getByRole('heading')
            .first()
            .waitFor({ timeout: 10_000 })
            .catch(() => problems.push(`${path}: no heading`))
          // The screen's reads have ended (not every screen has a table or badge to wait for).
          await page.waitForLoadState('networkidle')
          await page.evaluate('document.fonts.ready')
          const found = await unreadable(page)
          if (found.badges.length) problems.push(`${path}: badges cut: ${found.badges.join(', ')}`)
          if (found.tables.length)
            problems.push(`${path}: tables out of their box: ${found.tables.join(', ')}`)
          if (found.width > 390)
            problems.push(`${path}: the page scrolls sideways (${found.width} px)`)
          if (path.startsWith('/locations/') && (await tabRows(page)) > 1)
            problems.push(`${path}: the venue tabs wrap onto ${await tabRows(page)} rows`)
        }
        assert.deepEqual(problems, [])
      })
      await visit(async ({ page }) => {
        await page.setViewportSize({ width: 390, height: 844 })
        await signIn(page, DEMO_ACCOUNTS.hunter)
        await waitForPath(page, '/admin/sales')
        await page.locator('table').first().waitFor()
        const found = await unreadable(page)
        assert.deepEqual([found.badges, found.tables], [[], []], "the hunter's visits")
        assert.isAtMost(found.width, 390, "the hunter's visits scroll sideways")
      })
    } finally {
      await db
        .from('users')
        .whereIn('email', [DEMO_ACCOUNTS.admin, DEMO_ACCOUNTS.hunter])
        .update({ lang: 'en' })
      await rowsWrittenInSql()
    }
  }).timeout(180_000)
})
