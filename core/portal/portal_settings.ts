/**
 * The portal's design and behaviour (spec §3 Portal settings) as stored in `portals.draft` and `portals.published`.
 * Secrets (the portal password, social login keys) are not here: they live encrypted in `portals.secrets`.
 * The designer edits the draft; publishing copies it to `published`, which is all the public page reads.
 */
export const PORTAL_LANGUAGES = ['nl', 'en', 'fr', 'de'] as const
export type PortalLanguage = (typeof PORTAL_LANGUAGES)[number]

export const GUEST_FIELDS = ['email', 'firstname', 'lastname', 'phone'] as const
export type GuestField = (typeof GUEST_FIELDS)[number]

export interface PortalTexts {
  /** Plain text with line breaks; escaped when rendered (never HTML). */
  body: string
  button: string
  offline: string
  /** Where the guest goes after signing in in this language; empty = the portal's default landing URL or /success. */
  landingUrl: string
}

export interface PortalSettings {
  personalised: boolean
  colors: { main: string; accent: string; text: string; background: string }
  /** Stored upload paths (core/kernel/storage/uploads.ts), null when none. */
  logoPath: string | null
  backgroundPath: string | null
  /** The language shown when the guest's browser asks for none of the four. */
  defaultLanguage: PortalLanguage
  texts: Record<PortalLanguage, PortalTexts>
  durationMinutes: number
  landingUrl: string
  /** The portal asks for the password kept in `portals.secrets`. */
  passwordRequired: boolean
  /** Which of GUEST_FIELDS the form asks, and which of them are required. */
  fields: Record<GuestField, 'off' | 'optional' | 'required'>
  loginProviders: string[]
  analytics: { tagManagerId: string; pixelId: string }
  privacyUrl: string
  forceOptIn: boolean
  strictEmail: boolean
  replyTo: string
  /** Offline outside the venue's opening hours (the location's opening hours). */
  followOpeningHours: boolean
  /** Vouchers: a guest may enter a code instead of the form. */
  vouchersEnabled: boolean
}

const texts = (body: string, button: string, offline: string): PortalTexts => ({
  body,
  button,
  offline,
  landingUrl: '',
})

/** What a new portal starts with: usable as is, in the four languages. */
export function defaultPortalSettings(): PortalSettings {
  return {
    personalised: false,
    colors: { main: '#1c7ed6', accent: '#f59f00', text: '#212529', background: '#ffffff' },
    logoPath: null,
    backgroundPath: null,
    defaultLanguage: 'nl',
    texts: {
      nl: texts(
        'Welkom! Meld je aan voor gratis WiFi.',
        'Verbinden',
        'Het WiFi-netwerk is momenteel niet beschikbaar.'
      ),
      en: texts(
        'Welcome! Sign in for free WiFi.',
        'Connect',
        'The WiFi network is not available at the moment.'
      ),
      fr: texts(
        'Bienvenue ! Connectez-vous pour le WiFi gratuit.',
        'Se connecter',
        "Le réseau WiFi n'est pas disponible pour le moment."
      ),
      de: texts(
        'Willkommen! Melden Sie sich für kostenloses WLAN an.',
        'Verbinden',
        'Das WLAN ist im Moment nicht verfügbar.'
      ),
    },
    durationMinutes: 30,
    landingUrl: '',
    passwordRequired: false,
    fields: { email: 'required', firstname: 'optional', lastname: 'off', phone: 'off' },
    loginProviders: [],
    analytics: { tagManagerId: '', pixelId: '' },
    privacyUrl: '',
    forceOptIn: false,
    strictEmail: false,
    replyTo: '',
    followOpeningHours: false,
    vouchersEnabled: false,
  }
}

/** A stored document completed with today's defaults, so settings added later never break older portals. */
export function withPortalDefaults(
  stored: Partial<PortalSettings> | null | undefined
): PortalSettings {
  const base = defaultPortalSettings()
  if (!stored) return base
  return {
    ...base,
    ...stored,
    colors: { ...base.colors, ...stored.colors },
    texts: Object.fromEntries(
      PORTAL_LANGUAGES.map((lang) => [lang, { ...base.texts[lang], ...stored.texts?.[lang] }])
    ) as PortalSettings['texts'],
    fields: { ...base.fields, ...stored.fields },
    analytics: { ...base.analytics, ...stored.analytics },
  }
}

/**
 * Scheduled offline period (spec §3 Scheduler). `from` and `until` are the first occurrence in the venue's own time
 * zone (locations.timezone) as 'YYYY-MM-DDTHH:mm', `until` after `from`; a repeating period is shorter than its
 * repeat (a day, a week, 28 days, 365 days). `ends` is `{ kind: 'always' }` when `repeat` is 'none'.
 * Validated by core/portal/admin/validators/portal_schedule_validator.ts.
 */
export interface PortalScheduleEntry {
  from: string
  until: string
  repeat: 'none' | 'daily' | 'weekly' | 'monthly' | 'yearly'
  /** How long the repetition lasts: always, N times, or until a date (YYYY-MM-DD). */
  ends: { kind: 'always' } | { kind: 'times'; times: number } | { kind: 'until'; date: string }
}
