import { test } from '@japa/runner'
import type { Locator, Page } from 'playwright'
import { useDemoBrowser } from '#tests/browser/helpers/demo_browser'
import { appUrl } from '#tests/browser/helpers/chromium'
import { signIn, waitForPath } from '#tests/browser/helpers/journeys'

/** Issue 19 item 8: at phone width nothing scrolls sideways, and the cookie banner hides nothing that matters. */
const WIDE_PAGES = [
  '/locations',
  '/admin/customers',
  '/admin/groups',
  '/users',
  '/admin/controllers',
  '/admin/partners',
  '/admin/mails',
  '/admin/zerotier',
]

const pageWidth = (page: Page) =>
  page.evaluate(() => (globalThis as any).document.documentElement.scrollWidth as number)

async function covers(banner: Locator, target: Locator) {
  const [a, b] = [await banner.boundingBox(), await target.boundingBox()]
  if (!a || !b) return false
  return b.y + b.height > a.y && b.y < a.y + a.height
}

test.group('Web app / phones', (group) => {
  const visit = useDemoBrowser(group)

  test('at 390 px the admin pages with tables do not scroll sideways; the avatar stays on screen', async ({
    assert,
  }) => {
    await visit(async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 })
      await signIn(page, 'admin@airdeck.example')
      await waitForPath(page, '/dashboard')
      for (const path of WIDE_PAGES) {
        await page.goto(appUrl(path))
        await page.getByRole('heading', { level: 1 }).first().waitFor()
        // The page's reads have ended (not every page has a table to wait for).
        await page.waitForLoadState('networkidle')
        assert.isAtMost(await pageWidth(page), 390, `${path} scrolls sideways`)
      }
    })
  })

  test('on a small phone the cookie banner leaves the login headline visible and the sign-in button reachable', async ({
    assert,
  }) => {
    await visit(
      async ({ page }) => {
        await page.setViewportSize({ width: 375, height: 667 })
        await page.goto(appUrl('/auth'))
        const banner = page.getByRole('region', { name: 'Cookies' })
        await banner.waitFor()
        const headline = page.getByRole('heading', { level: 1 })
        assert.isFalse(await covers(banner, headline), 'the banner covers the headline')
        const signInButton = page.getByRole('button', { name: 'Sign in' })
        await signInButton.scrollIntoViewIfNeeded()
        await page.evaluate(() =>
          (globalThis as any).window.scrollTo(0, (globalThis as any).document.body.scrollHeight)
        )
        assert.isFalse(
          await covers(banner, signInButton),
          'the banner covers the sign-in button even scrolled to the end'
        )
      },
      { consent: false }
    )
  })
})
