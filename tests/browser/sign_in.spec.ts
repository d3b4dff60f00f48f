import { test } from '@japa/runner'
import { useDemoBrowser } from '#tests/browser/helpers/demo_browser'
import { DEMO_ACCOUNTS } from '#database/demo/demo_data'
import { appUrl } from '#tests/browser/helpers/chromium'
import { mainHeading, passwordField, signIn, waitForPath } from '#tests/browser/helpers/journeys'

test.group('Web app / signing in and out', (group) => {
  const visit = useDemoBrowser(group)

  const landings = [
    {
      account: 'admin',
      email: DEMO_ACCOUNTS.admin,
      path: '/dashboard',
      heading: 'Welcome, Ada',
      links: 24,
    },
    {
      account: 'partner',
      email: DEMO_ACCOUNTS.partner,
      path: '/dashboard',
      heading: 'Welkom, Pieter',
      links: 11,
    },
    {
      account: 'customer',
      email: DEMO_ACCOUNTS.customer,
      path: '/dashboard',
      heading: 'Welcome, Carla',
      links: 9,
    },
    {
      account: 'viewer',
      email: DEMO_ACCOUNTS.viewer,
      path: '/locations/dashboard',
      heading: 'De Markt – main bar',
      links: 4,
    },
  ]

  test('the {account} demo account lands on {path}')
    .with(landings)
    .run(async ({ assert }, { email, path, heading, links }) => {
      await visit(async ({ page }) => {
        await signIn(page, email)
        assert.equal(await waitForPath(page, path), path)
        await mainHeading(page).filter({ hasText: heading }).waitFor()
        const navigation = page.getByRole('navigation', { name: /Main navigation|Hoofdnavigatie/ })
        // The main navigation shows what the role can use: more for admins and partners, little for a viewer.
        assert.equal(await navigation.getByRole('link').count(), links)
      })
    })

  test('a wrong password shows the login-failed message and stays on /auth', async ({ assert }) => {
    await visit(async ({ page }) => {
      await signIn(page, DEMO_ACCOUNTS.customer, 'Not-the-password-1!')
      const alert = page.getByRole('alert')
      await alert.waitFor()
      assert.equal(
        (await alert.innerText()).trim(),
        'Login failed. Check your e-mail address and password.'
      )
      assert.equal(new URL(page.url()).pathname, '/auth')
      assert.equal(await passwordField(page).inputValue(), '')
    })
  })

  test('a deep link asks to sign in first, then opens the wanted page', async ({ assert }) => {
    await visit(async ({ page }) => {
      await page.goto(appUrl('/account/profile'))
      assert.equal(
        await waitForPath(page, '/auth?redirect=%2Faccount%2Fprofile'),
        '/auth?redirect=%2Faccount%2Fprofile'
      )
      await signIn(page, DEMO_ACCOUNTS.customer)
      await waitForPath(page, '/account/profile')
      await mainHeading(page).filter({ hasText: 'Profile' }).waitFor()
      assert.equal(await page.getByRole('textbox', { name: 'First name' }).inputValue(), 'Carla')
    })
  })

  test('signed in, /auth is hidden and unknown or unbuilt pages show not-found', async ({
    assert,
  }) => {
    await visit(async ({ page }) => {
      await signIn(page, DEMO_ACCOUNTS.customer)
      await waitForPath(page, '/dashboard')
      await page.goto(appUrl('/auth'))
      await waitForPath(page, '/dashboard')

      await page.goto(appUrl('/customer/no-such-tab'))
      await mainHeading(page).filter({ hasText: 'Page not found' }).waitFor()
      assert.isTrue(await page.getByRole('navigation', { name: 'Main navigation' }).isVisible())

      await page.goto(appUrl('/admin/customers'))
      assert.equal(await waitForPath(page, '/no-access'), '/no-access')

      const api = await page.request.get(appUrl('/rest/no/such/endpoint'))
      assert.equal(api.status(), 404)
      assert.equal((await api.json()).code, 'E_NOT_FOUND')

      const deepLink = await page.request.get(appUrl('/restaurants/12/status'))
      assert.equal(deepLink.status(), 200)
      assert.include(deepLink.headers()['content-type'], 'text/html')
      assert.equal(deepLink.headers()['cache-control'], 'no-cache')
      const script = (await deepLink.text()).match(/src="(\/assets\/[^"]+\.js)"/)?.[1]
      const asset = await page.request.get(appUrl(script!))
      assert.match(asset.headers()['cache-control'] ?? '', /max-age=31536000/)
    })
  })

  test('logging out ends the session and returns to the login page', async ({ assert }) => {
    await visit(async ({ page }) => {
      await signIn(page, DEMO_ACCOUNTS.admin)
      await waitForPath(page, '/dashboard')
      await page.getByRole('button', { name: 'Account menu of Ada Admin' }).click()
      await page.getByRole('menuitem', { name: 'Log out' }).click()
      assert.equal(await waitForPath(page, '/auth'), '/auth')

      const self = await page.request.get(appUrl('/rest/self'))
      assert.equal(self.status(), 401)
      await page.goto(appUrl('/dashboard'))
      assert.equal(
        await waitForPath(page, '/auth?redirect=%2Fdashboard'),
        '/auth?redirect=%2Fdashboard'
      )
    })
  })
})
