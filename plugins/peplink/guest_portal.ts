import type { GuestPortalDefinition } from '#core/plugins/define_plugin'

/**
 * The device intercepts this address and checks the posted account (vendors.md §6.3, forum threads 7696 and 5890:
 * **[3P]**). InControl2 has no server-side "authorize this MAC" call we could confirm, so Peplink venues use the
 * browser-POST mode: after our server stored the sign-in, the guest's browser posts the venue's captive-portal
 * account to the device.
 */
export const PEPLINK_PORTAL_LOGIN_URL = 'https://captive-portal.peplink.com:8000/portal.cgi'

export const peplinkGuestPortal: GuestPortalDefinition = {
  browserLogin(venueSettings, originalUrl) {
    const username =
      typeof venueSettings.portalUsername === 'string' ? venueSettings.portalUsername : ''
    const password =
      typeof venueSettings.portalPassword === 'string' ? venueSettings.portalPassword : ''
    if (!username || !password) return null
    return {
      action: PEPLINK_PORTAL_LOGIN_URL,
      fields: { username, password, command: 'login', orig_url: originalUrl },
    }
  },
}
