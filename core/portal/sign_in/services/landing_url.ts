import {
  PORTAL_LANGUAGES,
  type PortalLanguage,
  type PortalSettings,
} from '#core/portal/portal_settings'

export const SUCCESS_PATH = '/success'

/** Only web addresses leave our pages: a stored value that is anything else falls back to the next choice. */
function webAddress(value: string | null | undefined): string | null {
  if (!value) return null
  try {
    const url = new URL(value)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null
  } catch {
    return null
  }
}

/**
 * Where a guest goes once let through: the landing URL of their language, else the portal's, else /success, which
 * names the portal and the language so that it wears the venue's look in the guest's language.
 */
export function landingUrl(
  settings: PortalSettings,
  language: string | null | undefined,
  publicId: string
): string {
  const lang = (PORTAL_LANGUAGES as readonly string[]).includes(language ?? '')
    ? (language as PortalLanguage)
    : settings.defaultLanguage
  return (
    webAddress(settings.texts[lang]?.landingUrl) ??
    webAddress(settings.landingUrl) ??
    `${SUCCESS_PATH}?${new URLSearchParams({ portal: publicId, lang })}`
  )
}

/** The origin a page's form may be sent on to (CSP form-action follows redirects), when the landing URL is elsewhere. */
export function landingOrigin(url: string): string | null {
  return url.startsWith('/') ? null : new URL(url).origin
}
