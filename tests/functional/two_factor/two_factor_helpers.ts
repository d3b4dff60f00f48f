import { Secret, TOTP } from 'otpauth'
import { HttpSession } from '#tests/helpers/http_session'
import { TEST_PASSWORD } from '#tests/helpers/fixtures'
import type User from '#core/users/models/user'

/** Codes as a phone authenticator computes them: the independent otpauth library, not our implementation. */
export function authenticatorCode(secret: string, offsetSteps = 0) {
  const totp = new TOTP({
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
  })
  return totp.generate({ timestamp: Date.now() + offsetSteps * 30_000 })
}

/** A signed-in browser that has just confirmed its password (the set-up routes need it). */
export async function signedInBrowser(user: User) {
  const browser = new HttpSession()
  const login = await browser.signIn(user.email, TEST_PASSWORD)
  if (login.status !== 200)
    throw new Error(`sign-in failed: ${login.status} ${JSON.stringify(login.body)}`)
  await browser.request('POST', '/rest/secure/confirm-password', { password: TEST_PASSWORD })
  return browser
}

/** Turns on authenticator two-factor for the user; answers the seed and the recovery codes. */
export async function enableTotp(user: User) {
  const browser = await signedInBrowser(user)
  await browser.request('POST', '/rest/secure/two-factor-authentication', { method: 'totp' })
  const qr = await browser.request('GET', '/rest/secure/two-factor-qr-code')
  const confirmed = await browser.request(
    'POST',
    '/rest/secure/confirmed-two-factor-authentication',
    { code: authenticatorCode(qr.body.secret) }
  )
  if (confirmed.status !== 200) throw new Error(`confirm failed: ${JSON.stringify(confirmed.body)}`)
  return {
    browser,
    secret: qr.body.secret as string,
    qr: qr.body,
    recoveryCodes: confirmed.body.recovery_codes as string[],
  }
}
