import { test } from '@japa/runner'
import { useDemoBrowser } from '#tests/browser/helpers/demo_browser'
import { appUrl } from '#tests/browser/helpers/chromium'
import { mainHeading, waitForPath } from '#tests/browser/helpers/journeys'

/** The little of a DOM element these checks use (the server's type check has no DOM library). */
interface ComputedStyleSource {
  ownerDocument: {
    defaultView: {
      getComputedStyle(element: unknown): { getPropertyValue(name: string): string }
    } | null
  }
}

/** Chromium resolves every `*.localhost` name to this machine, so brand and portal hosts need no DNS. */
test.group('Web app / hosts, brand and maintenance', (group) => {
  const visit = useDemoBrowser(group)

  test('a brand host shows the brand name and main colour', async ({ assert }) => {
    const host = 'brightwave.localhost'
    await visit(
      async ({ page }) => {
        await page.goto(appUrl('/auth', host))
        await page.getByRole('link', { name: 'Brightwave' }).waitFor()
        const style = (element: ComputedStyleSource, name: string) =>
          element.ownerDocument.defaultView!.getComputedStyle(element).getPropertyValue(name)
        const signIn = page.getByRole('button', { name: 'Sign in' })
        assert.equal(await signIn.evaluate(style, 'background-color'), 'rgb(14, 124, 134)')
        const inverted = await page.locator('html').evaluate(style, '--airdeck-brand-inverted')
        assert.equal(inverted.trim(), '#cfe5e7')
      },
      { host }
    )
  })

  test('a portal or status host opens only public routes', async ({ assert }) => {
    for (const host of ['portal.localhost', 'status.localhost']) {
      await visit(
        async ({ page }) => {
          await page.goto(appUrl('/auth', host))
          assert.equal(await waitForPath(page, '/no-access'), '/no-access')
          await mainHeading(page).filter({ hasText: 'No access' }).waitFor()
          assert.equal(await page.getByRole('link', { name: 'Go to home' }).count(), 0)
        },
        { host }
      )
    }
  })

  test('the maintenance flag sends every page to /maintenance, and back once lifted', async ({
    assert,
  }) => {
    await visit(async ({ page }) => {
      // MAINTENANCE_MODE is read at server boot, so the readiness answer is replaced here instead.
      let maintenance = true
      await page.route('**/rest/health/ready', (route) =>
        route.fulfill({ json: { status: 'ok', database: 'ok', maintenance } })
      )
      await page.goto(appUrl('/account/profile'))
      assert.equal(await waitForPath(page, '/maintenance'), '/maintenance')
      await mainHeading(page).filter({ hasText: 'We are doing maintenance' }).waitFor()

      maintenance = false
      await page.getByRole('button', { name: 'Check again' }).click()
      assert.equal(await waitForPath(page, '/auth'), '/auth')
    })
  })
})
