import type { Page } from 'playwright'
import { DEMO_PASSWORD } from '#database/demo/demo_data'
import { appUrl } from '#tests/browser/helpers/chromium'
import { xsrfHeader } from '#tests/browser/helpers/rest'

/** Signs in through the login form, the way a person does. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  if (
    !new URL(page.url() === 'about:blank' ? appUrl('/') : page.url()).pathname.startsWith('/auth')
  ) {
    await page.goto(appUrl('/auth'))
  }
  await page.getByRole('textbox', { name: 'E-mail address' }).fill(email)
  await passwordField(page).fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
}

/**
 * Signs in through the API on the visitor's own cookie jar (the XSRF cookie first, as the web app does), then opens
 * `path`. For journeys about what comes after the sign-in: the form itself is covered by the sign-in journeys, and
 * going through it would load the sign-in page and the whole dashboard before the screen the journey is about.
 */
export async function signedInAt(
  page: Page,
  email: string,
  path: string,
  password = DEMO_PASSWORD
) {
  const request = page.context().request
  await request.get(appUrl('/rest/secure/csrf-cookie'))
  const signedIn = await request.post(appUrl('/rest/auth/login'), {
    data: { email, password },
    headers: { ...(await xsrfHeader(page)), accept: 'application/json' },
  })
  if (!signedIn.ok())
    throw new Error(`signing in ${email} answered ${signedIn.status()}: ${await signedIn.text()}`)
  // What the web app writes at a sign-in (ui/lib/session/session-hint.ts): without it, it does not ask for the session.
  await page
    .context()
    .addCookies([{ name: 'airdeck_signed_in', value: '1', url: appUrl('/'), sameSite: 'Lax' }])
  await page.goto(appUrl(path))
}

/** The path and query the app shows once it settled on `expected`. */
export async function waitForPath(page: Page, expected: string) {
  const current = () => new URL(page.url()).pathname + new URL(page.url()).search
  try {
    await page.waitForURL((url) => url.pathname + url.search === expected, { timeout: 10_000 })
  } catch (error) {
    // Playwright's timeout does not say where the page went instead, which is what tells a race from a slow page.
    throw new Error(`waited 10 s for ${expected}, the page is at ${current()}`, { cause: error })
  }
  return current()
}

export function mainHeading(page: Page) {
  return page.getByRole('heading', { level: 1 })
}

/** The password input by its accessible name (the visible label also carries the required-field asterisk). */
export function passwordField(page: Page, name = 'Password') {
  return page.getByRole('textbox', { name, exact: true })
}
