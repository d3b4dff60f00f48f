import Location from '#core/locations/models/location'
import Portal from '#core/portal/models/portal'
import PortalSignIn from '#core/portal/models/portal_sign_in'
import { withPortalDefaults } from '#core/portal/portal_settings'
import { landingUrl } from '#core/portal/sign_in/services/landing_url'

/** A sign-in's token is 22 base64url characters; anything else is not looked up. */
export const SIGN_IN_TOKEN = /^[A-Za-z0-9_-]{16,32}$/

/** The sign-in a guest's page holds the token of, with its portal and venue; null when unknown. */
export async function signInByToken(token: unknown) {
  if (typeof token !== 'string' || !SIGN_IN_TOKEN.test(token)) return null
  const signIn = await PortalSignIn.query().where('token', token).first()
  if (!signIn) return null
  const portal = await Portal.find(signIn.portalId)
  const location = portal ? await Location.find(portal.locationId) : null
  return portal && location ? { signIn, portal, location } : null
}

/** GET /rest/public/portalclient/{token}: where the sign-in stands, and where the guest goes once it is through. */
export function signInView(signIn: PortalSignIn, portal: Portal) {
  const landing = landingUrl(withPortalDefaults(portal.published), signIn.language, portal.publicId)
  return {
    token: signIn.token!,
    status: signIn.status,
    language: signIn.language,
    redirectUrl: signIn.status === 'authorized' ? landing : null,
    statusUrl: `/guest/connecting/${signIn.token}`,
    attempts: signIn.attempts,
    nextAttemptAt:
      signIn.status === 'pending' ? (signIn.nextAttemptAt?.toUTC().toISO() ?? null) : null,
    authorizedAt: signIn.authorizedAt?.toUTC().toISO() ?? null,
    minutes: signIn.minutes,
  }
}
