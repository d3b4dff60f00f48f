import type Location from '#core/locations/models/location'
import type Portal from '#core/portal/models/portal'
import { portalImageUrl } from '#core/portal/portal_assets'
import { GUEST_FIELDS, PORTAL_LANGUAGES, withPortalDefaults } from '#core/portal/portal_settings'
import { portalState } from '#core/portal/public/portal_state'
import { landingUrl } from '#core/portal/sign_in/services/landing_url'

/**
 * GET /rest/public/portal/{id}: what the public page shows, from the PUBLISHED settings and the state in force. Never
 * the draft, never a secret (the portal password is only a yes/no), nothing of other venues.
 */
export function publicPortalView(portal: Portal, location: Location) {
  const settings = withPortalDefaults(portal.published)
  return {
    publicId: portal.publicId,
    name: location.venueName || location.name,
    state: portalState(portal, { timezone: location.timezone, openingHours: location.openingHours }, new Date()),
    defaultLanguage: settings.defaultLanguage,
    languages: [...PORTAL_LANGUAGES],
    colors: settings.colors,
    logoUrl: portalImageUrl(portal.publicId, 'logo', settings),
    backgroundUrl: portalImageUrl(portal.publicId, 'background', settings),
    texts: Object.fromEntries(PORTAL_LANGUAGES.map((lang) => [lang, { body: settings.texts[lang].body, button: settings.texts[lang].button, offline: settings.texts[lang].offline, landingUrl: landingUrl(settings, lang, portal.publicId) }])),
    fields: Object.fromEntries(GUEST_FIELDS.map((field) => [field, settings.fields[field]])),
    passwordRequired: settings.passwordRequired,
    forceOptIn: settings.forceOptIn,
    strictEmail: settings.strictEmail,
    vouchersEnabled: settings.vouchersEnabled,
    durationMinutes: settings.durationMinutes,
    privacyUrl: settings.privacyUrl || null,
    termsUrl: `/terms-and-conditions?portal=${portal.publicId}`,
    publishedAt: portal.publishedAt?.toUTC().toISO() ?? null,
  }
}
