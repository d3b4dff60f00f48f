import vine from '@vinejs/vine'
import { GUEST_FIELDS, PORTAL_LANGUAGES } from '#core/portal/portal_settings'

/** Social sign-in the designer can switch on; each needs its keys (kept in `portals.secrets`). */
export const LOGIN_PROVIDERS = ['google', 'facebook', 'microsoft', 'linkedin'] as const
export type LoginProvider = (typeof LOGIN_PROVIDERS)[number]

/** Spec §3: how long one sign-in lasts, from a minute to a week. */
export const DURATION_RANGE: [number, number] = [1, 10_080]
/**
 * The shortest portal password an admin can set: a 4-digit one was found by guessing in one afternoon. Shorter ones
 * set before keep working; the designer shows them with a warning (`password_too_short`) until they are changed.
 */
export const PORTAL_PASSWORD_MIN_LENGTH = 8
export const TEXT_LIMITS = { body: 2000, button: 40, offline: 500, url: 500, email: 254 } as const

const hexColor = vine.createRule((value, _options, field) => {
  if (typeof value === 'string' && !/^#[0-9a-f]{6}$/i.test(value))
    field.report('Enter a colour as #rrggbb', 'color', field)
})

/** A rule named by its own message key (validator.json), for ids with a known shape. */
const shaped = (pattern: RegExp, rule: string) =>
  vine.createRule((value, _options, field) => {
    if (typeof value === 'string' && value !== '' && !pattern.test(value))
      field.report(`The ${field.name} is not valid`, rule, field)
  })()

/** Empty text is sent as null by the body parser and stored as ''. */
const text = (max: number) => vine.string().trim().maxLength(max).nullable().optional()
const webAddress = () =>
  vine
    .string()
    .trim()
    .maxLength(TEXT_LIMITS.url)
    .url({ require_protocol: true, protocols: ['http', 'https'] })
    .nullable()
    .optional()
const color = () => vine.string().trim().use(hexColor()).optional()
const perLanguage = <T extends ReturnType<typeof languageTexts>>(value: () => T) =>
  vine
    .object(
      Object.fromEntries(PORTAL_LANGUAGES.map((language) => [language, value()])) as Record<
        (typeof PORTAL_LANGUAGES)[number],
        T
      >
    )
    .optional()
const languageTexts = () =>
  vine
    .object({
      body: text(TEXT_LIMITS.body),
      button: text(TEXT_LIMITS.button),
      offline: text(TEXT_LIMITS.offline),
      landingUrl: webAddress(),
    })
    .optional()
const fieldModes = () => vine.enum(['off', 'optional', 'required'] as const).optional()

/** The design parts: colours, texts per language (also the fields of POST …/design beside its images). */
export const designFields = {
  personalised: vine.boolean().optional(),
  colors: vine
    .object({ main: color(), accent: color(), text: color(), background: color() })
    .optional(),
  defaultLanguage: vine.enum(PORTAL_LANGUAGES).optional(),
  texts: perLanguage(languageTexts),
}

/** The guest data parts (POST …/data). */
export const dataFields = {
  fields: vine
    .object(
      Object.fromEntries(GUEST_FIELDS.map((name) => [name, fieldModes()])) as Record<
        (typeof GUEST_FIELDS)[number],
        ReturnType<typeof fieldModes>
      >
    )
    .optional(),
  forceOptIn: vine.boolean().optional(),
  strictEmail: vine.boolean().optional(),
  privacyUrl: webAddress(),
  replyTo: vine.string().trim().maxLength(TEXT_LIMITS.email).email().nullable().optional(),
}

/** The analytics part (POST …/analytics): Google Tag Manager container and Meta pixel ids. */
export const analyticsFields = {
  analytics: vine
    .object({
      tagManagerId: vine
        .string()
        .trim()
        .toUpperCase()
        .maxLength(20)
        .use(shaped(/^GTM-[A-Z0-9]{4,12}$/, 'tag_manager_id'))
        .nullable()
        .optional(),
      pixelId: vine
        .string()
        .trim()
        .maxLength(20)
        .use(shaped(/^\d{8,20}$/, 'pixel_id'))
        .nullable()
        .optional(),
    })
    .optional(),
}

const providers = () =>
  vine.array(vine.enum(LOGIN_PROVIDERS)).maxLength(LOGIN_PROVIDERS.length).distinct().optional()

/** PUT /rest/portal/{id}: any part of the draft; parts not sent keep what the draft has. Images go through …/design. */
export const portalDraftValidator = vine.compile(
  vine.object({
    ...designFields,
    ...dataFields,
    ...analyticsFields,
    durationMinutes: vine.number().withoutDecimals().range(DURATION_RANGE).optional(),
    landingUrl: webAddress(),
    passwordRequired: vine.boolean().optional(),
    loginProviders: providers(),
    followOpeningHours: vine.boolean().optional(),
    vouchersEnabled: vine.boolean().optional(),
  })
)

export const portalDataValidator = vine.compile(vine.object(dataFields))
export const portalAnalyticsValidator = vine.compile(vine.object(analyticsFields))

/** POST …/design (multipart): the design fields; the `logo` and `background` files are checked apart. */
export const portalDesignValidator = vine.compile(
  vine.object({
    ...designFields,
    removeLogo: vine.boolean().optional(),
    removeBackground: vine.boolean().optional(),
  })
)

const providerKeys = () =>
  vine
    .object({
      clientId: vine.string().trim().minLength(1).maxLength(300).nullable().optional(),
      clientSecret: vine.string().minLength(1).maxLength(500).nullable().optional(),
    })
    .optional()

/**
 * POST …/login (multipart or JSON): the password toggle (draft), a new portal password (kept encrypted, in force at
 * once), the login providers (draft) and their keys (encrypted). An empty password keeps the stored one.
 */
export const portalLoginValidator = vine.compile(
  vine.object({
    passwordRequired: vine.boolean().optional(),
    password: vine
      .string()
      .minLength(PORTAL_PASSWORD_MIN_LENGTH)
      .maxLength(100)
      .nullable()
      .optional(),
    loginProviders: providers(),
    providerKeys: vine
      .object(
        Object.fromEntries(LOGIN_PROVIDERS.map((name) => [name, providerKeys()])) as Record<
          LoginProvider,
          ReturnType<typeof providerKeys>
        >
      )
      .optional(),
  })
)

/** PUT …/offline: temporarily offline (in force at once, not through publishing). */
export const portalOfflineValidator = vine.compile(vine.object({ offline: vine.boolean() }))

/** POST …/preview: the language to show, and whether to show the offline text instead of the form. */
export const portalPreviewQueryValidator = vine.compile(
  vine.object({ lang: vine.enum(PORTAL_LANGUAGES).optional(), offline: vine.boolean().optional() })
)
