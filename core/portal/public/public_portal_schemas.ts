import { anyObject, array, boolean, dateTime, integer, nullable, object, oneOfThese, string } from '#kernel/http/contract/schemas'
import { GUEST_FIELDS, PORTAL_LANGUAGES } from '#core/portal/portal_settings'

const language = oneOfThese(...PORTAL_LANGUAGES)
const perLanguage = (schema: ReturnType<typeof object>) => object(Object.fromEntries(PORTAL_LANGUAGES.map((lang) => [lang, schema])))
const signInStatus = oneOfThese('pending', 'authorized', 'failed')

/** GET /rest/public/portal/{id} (core/portal/public/public_portal_view.ts). */
export const publicPortalSchema = object({
  publicId: string(),
  name: string(),
  state: { ...oneOfThese('enabled', 'offline', 'closed', 'scheduled_offline', 'unavailable'), description: 'enabled, temporarily offline, closed (outside opening hours), or in a scheduled offline period' },
  defaultLanguage: language,
  languages: array(language),
  colors: object({ main: string(), accent: string(), text: string(), background: string() }),
  logoUrl: nullable(string()),
  backgroundUrl: nullable(string()),
  texts: perLanguage(object({ body: string(), button: string(), offline: string(), landingUrl: string() })),
  fields: object(Object.fromEntries(GUEST_FIELDS.map((field) => [field, oneOfThese('off', 'optional', 'required')]))),
  passwordRequired: boolean(),
  forceOptIn: boolean(),
  strictEmail: boolean(),
  vouchersEnabled: boolean(),
  durationMinutes: integer(),
  privacyUrl: nullable(string()),
  termsUrl: string(),
  publishedAt: nullable(dateTime()),
})

/** POST …/authorize and POST /rest/public/portalclient: the stored sign-in and where the guest goes now. */
export const signInResultSchema = object({
  token: { ...string(), description: 'The sign-in\'s handle for GET /rest/public/portalclient/{token}' },
  status: signInStatus,
  language,
  redirectUrl: { ...nullable(string()), description: 'The landing URL, once the device is let through' },
  statusUrl: { ...string(), description: 'The "we are connecting you" page of this sign-in' },
  browserLogin: { ...nullable(object({ action: string(), fields: anyObject() })), description: 'Browser-POST venues: the form the guest\'s browser posts to the device' },
})

/** GET /rest/public/portalclient/{token}. */
export const signInStatusSchema = object({
  token: string(),
  status: signInStatus,
  language: nullable(string()),
  redirectUrl: nullable(string()),
  statusUrl: string(),
  attempts: integer(),
  nextAttemptAt: nullable(dateTime()),
  authorizedAt: nullable(dateTime()),
  minutes: integer(),
})

/** GET /rest/locations/{id}/portal/try. */
export const tryAsGuestSchema = object({
  url: { ...string(), description: 'Open it in a browser: the portal as a guest of the venue meets it' },
  simulated: { ...boolean(), description: 'A demo controller\'s simulator plays the device: signing in lets a simulated guest through' },
})
