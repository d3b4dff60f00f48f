import { test } from '@japa/runner'
import { useDemoBrowser } from '#tests/browser/helpers/demo_browser'
import { DEMO_ACCOUNTS } from '#database/demo/demo_data'
import { signIn, signedInAt, waitForPath } from '#tests/browser/helpers/journeys'
import {
  startOidcSimulator,
  type OidcSimulator,
} from '#core/auth/social/oidc_simulator/oidc_simulator'
import { replaceProvider } from '#core/auth/social/social_providers'
import {
  startOauthSimulator,
  type OauthSimulator,
} from '#core/auth/social/oauth_simulator/oauth_simulator'

const CLIENT = { clientId: 'airdeck-browser-test', clientSecret: 'airdeck-browser-secret' }

test.group('Web app / social login', (group) => {
  const visit = useDemoBrowser(group)
  let google: OidcSimulator
  let linkedin: OauthSimulator
  group.setup(async () => {
    linkedin = await startOauthSimulator({
      flavour: 'linkedin',
      clients: [CLIENT],
      users: [{ email: 'chris.customer@linkedin.test', name: 'Chris Customer' }],
    })
    replaceProvider('linkedin', { issuer: linkedin.base, client: CLIENT })
    google = await startOidcSimulator({
      flavour: 'google',
      clients: [CLIENT],
      users: [{ email: 'chris.customer@gmail.test', name: 'Chris Customer' }],
    })
    replaceProvider('google', { issuer: google.issuer, client: CLIENT })
    return async () => {
      replaceProvider('google', null)
      replaceProvider('linkedin', null)
      await Promise.all([google.stop(), linkedin.stop()])
    }
  })

  test('the customer attaches Google on the profile, signs out, signs in with it; password sign-in is then refused', async () => {
    await visit(async ({ page }) => {
      await signedInAt(page, DEMO_ACCOUNTS.customer, '/account/profile')
      await page.getByRole('button', { name: 'Attach Google' }).click()
      await page.getByRole('link', { name: /chris\.customer@gmail\.test/ }).click()
      await page.getByText('Google is attached to your account.').waitFor()
      await page.getByText('Password login is disabled while a social login is attached.').waitFor()

      await page.getByRole('button', { name: /^Account menu of/ }).click()
      await page.getByRole('menuitem', { name: 'Log out' }).click()
      await waitForPath(page, '/auth')
      await page.getByRole('button', { name: 'Continue with Google' }).click()
      await page.getByRole('link', { name: /chris\.customer@gmail\.test/ }).click()
      await waitForPath(page, '/dashboard')

      await page.getByRole('button', { name: /^Account menu of/ }).click()
      await page.getByRole('menuitem', { name: 'Log out' }).click()
      await waitForPath(page, '/auth')
      await signIn(page, DEMO_ACCOUNTS.customer)
      await page
        .getByText('Password login is disabled because a social login is attached.')
        .waitFor()
    })
  })

  test("LinkedIn through ally's driver: attached on the profile, then the sign-in page continues with it", async () => {
    await visit(async ({ page }) => {
      await signedInAt(page, DEMO_ACCOUNTS.admin, '/account/profile')
      await page.getByRole('button', { name: 'Attach LinkedIn' }).click()
      await page.getByRole('link', { name: /chris\.customer@linkedin\.test/ }).click()
      await page.getByText('LinkedIn is attached to your account.').waitFor()

      await page.getByRole('button', { name: /^Account menu of/ }).click()
      await page.getByRole('menuitem', { name: 'Log out' }).click()
      await waitForPath(page, '/auth')
      await page.getByRole('button', { name: 'Continue with LinkedIn' }).click()
      await page.getByRole('link', { name: /chris\.customer@linkedin\.test/ }).click()
      await waitForPath(page, '/dashboard')
    })
  })
})
