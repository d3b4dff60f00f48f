import type { JSONSchema7 } from 'json-schema'
import {
  array,
  boolean,
  dateTime,
  integer,
  nullable,
  number,
  object,
  oneOfThese,
  string,
} from '#kernel/http/contract/schemas'
import { GUEST_FIELDS, PORTAL_LANGUAGES } from '#core/portal/portal_settings'
import { LOGIN_PROVIDERS } from '#core/portal/admin/validators/portal_settings_validator'
import { SCHEDULE_REPEATS } from '#core/portal/admin/validators/portal_schedule_validator'

const perLanguage = (schema: JSONSchema7) =>
  object(Object.fromEntries(PORTAL_LANGUAGES.map((language) => [language, schema])))

/** The settings document (core/portal/portal_settings.ts) without its image paths. */
export const portalSettingsSchema = object({
  personalised: boolean(),
  colors: object({ main: string(), accent: string(), text: string(), background: string() }),
  defaultLanguage: oneOfThese(...PORTAL_LANGUAGES),
  texts: perLanguage(
    object({ body: string(), button: string(), offline: string(), landingUrl: string() })
  ),
  durationMinutes: integer(),
  landingUrl: string(),
  passwordRequired: boolean(),
  fields: object(
    Object.fromEntries(
      GUEST_FIELDS.map((name) => [name, oneOfThese('off', 'optional', 'required')])
    )
  ),
  loginProviders: array(oneOfThese(...LOGIN_PROVIDERS)),
  analytics: object({ tagManagerId: string(), pixelId: string() }),
  privacyUrl: string(),
  forceOptIn: boolean(),
  strictEmail: boolean(),
  replyTo: string(),
  followOpeningHours: boolean(),
  vouchersEnabled: boolean(),
})

/** What guests see now (core/portal/public/portal_state.ts). */
export const portalStateSchema = oneOfThese(
  'enabled',
  'offline',
  'closed',
  'scheduled_offline',
  'unavailable'
)

export const scheduleEntrySchema = object(
  {
    from: string({ description: "First start, venue time 'YYYY-MM-DDTHH:mm'" }),
    until: string({ description: "First end, venue time 'YYYY-MM-DDTHH:mm'" }),
    repeat: oneOfThese(...SCHEDULE_REPEATS),
    ends: object(
      { kind: oneOfThese('always', 'times', 'until'), times: integer(), date: string() },
      ['times', 'date']
    ),
  },
  []
)

const images = object({ logo: nullable(string()), background: nullable(string()) })

/** GET /rest/portal/{id} (transformers/portal_transformer.ts). */
export const portalSchema = object({
  id: integer(),
  location_id: integer(),
  location_name: string(),
  customer_name: string(),
  time_zone: string(),
  public_id: string(),
  draft: portalSettingsSchema,
  published: nullable(portalSettingsSchema),
  images: { ...images, description: "The draft's images (URLs)" },
  published_images: images,
  published_at: nullable(dateTime()),
  published_by: nullable(string()),
  unpublished_changes: boolean(),
  state: portalStateSchema,
  offline: boolean(),
  schedule: array(scheduleEntrySchema),
  password_set: boolean(),
  password_too_short: {
    ...boolean(),
    description:
      'The stored portal password is shorter than the 8 characters required now: it still works, the designer asks to change it',
  },
  providers_configured: array(oneOfThese(...LOGIN_PROVIDERS)),
  guests: integer(),
  can_update: boolean(),
})

/** A row of GET /rest/portal: one per venue whose portal the caller may read. */
export const portalListItemSchema = object({
  location_id: integer(),
  location_name: string(),
  customer_name: string(),
  city: nullable(string()),
  public_id: nullable(string()),
  published: boolean(),
  published_at: nullable(dateTime()),
  unpublished_changes: boolean(),
  state: portalStateSchema,
  offline: boolean(),
  guests: integer(),
  can_update: boolean(),
})

export const portalClientSchema = object({
  id: integer(),
  email: nullable(string()),
  firstname: nullable(string()),
  lastname: nullable(string()),
  phone: nullable(string()),
  email_opt_in: boolean(),
  language: nullable(string()),
  mac: nullable(string()),
  ip: nullable(string()),
  device: nullable(string()),
  blocked: boolean(),
  mail_sync_status: nullable(string()),
  sign_in_count: integer(),
  first_seen_at: dateTime(),
  last_seen_at: dateTime(),
})

export const INSIGHT_RANGES = ['7d', '30d', '90d'] as const

export const portalInsightsSchema = object({
  range: oneOfThese(...INSIGHT_RANGES),
  from: string({ description: 'First day, venue time (YYYY-MM-DD)' }),
  to: string({ description: 'Last day (today), venue time (YYYY-MM-DD)' }),
  time_zone: string(),
  totals: object({
    sign_ins: integer(),
    guests: integer(),
    new_guests: integer(),
    returning_guests: integer(),
    opted_in: integer(),
    opt_in_rate: nullable(number()),
  }),
  days: {
    ...array(
      object({
        date: string(),
        sign_ins: integer(),
        guests: integer({
          description: 'People who signed in that day (one guest on several MACs counts once)',
        }),
        new: integer({ description: 'Guests whose first sign-in it was' }),
        returning: integer({ description: 'Guests who had signed in before' }),
      })
    ),
    description: 'Every day of the range, oldest first',
  },
  devices: array(object({ device: string(), guests: integer() })),
})

export const exportStartedSchema = object({ status: oneOfThese('started'), id: integer() })
