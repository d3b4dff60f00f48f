import type { JSONSchema7 } from 'json-schema'
import {
  array,
  boolean,
  dateTime,
  integer,
  nullable,
  object,
  oneOfThese,
  string,
} from '#kernel/http/contract/schemas'
import { PUBLIC_LANGUAGES } from '#core/public_pages/public_language'
import { BUTTON_KINDS, HEADLINE_STATES } from '#core/status_pages/status_page_config'
import { SUPPORT_HOURS } from '#core/status_pages/support_hours'

const state = oneOfThese(...HEADLINE_STATES)
const perLanguage = (schema: JSONSchema7) =>
  object(Object.fromEntries(PUBLIC_LANGUAGES.map((language) => [language, schema])), [
    ...PUBLIC_LANGUAGES,
  ])
const health = oneOfThese('online', 'warning', 'offline')

const publicDeviceGroup = object({
  name: string(),
  health,
  health_label: string(),
  last_changed_at: nullable(dateTime()),
})

/** GET /public/status/{id} (core/status_pages/queries/public_status.ts). */
export const publicStatusSchema = object({
  public_id: string(),
  kind: oneOfThese('location', 'customer', 'group'),
  name: string(),
  lang: oneOfThese(...PUBLIC_LANGUAGES),
  time_zone: string(),
  state,
  headline: string(),
  detail: string(),
  notice: nullable(string()),
  last_changed_at: nullable(dateTime()),
  checked_at: nullable(dateTime()),
  device_groups: {
    ...array(publicDeviceGroup),
    description: "A venue's device groups with their health (empty for a customer or group)",
  },
  venues: {
    ...array(
      object({ name: string(), state, headline: string(), last_changed_at: nullable(dateTime()) })
    ),
    description: "A customer's or group's venues (empty for a venue)",
  },
  support: object({
    hours: oneOfThese(...SUPPORT_HOURS),
    text: string(),
    open_now: boolean(),
    open_text: string(),
  }),
  buttons: array(
    object({ kind: oneOfThese(...BUTTON_KINDS), label: string(), value: string(), href: string() })
  ),
  logo_url: nullable(string()),
  refresh_seconds: integer(),
})

export const publicDeviceGroupsSchema = object({ data: array(publicDeviceGroup) })

const button = object({
  kind: oneOfThese(...BUTTON_KINDS),
  value: string(),
  label: perLanguage(string()),
})
export const buttonsSchema = object({ data: array(button) })

const config = object({
  headlines: perLanguage(
    object(Object.fromEntries(HEADLINE_STATES.map((name) => [name, string()])), [
      ...HEADLINE_STATES,
    ])
  ),
  notice: perLanguage(string()),
  hidden_device_group_ids: array(integer()),
  hidden_location_ids: array(integer()),
  buttons: array(button),
  show_logo: boolean(),
})

/** GET /status-pages/{type}/{id} (transformers/status_page_designer_transformer.ts). */
export const designerSchema = object({
  type: oneOfThese('location', 'customer', 'group'),
  id: integer(),
  name: string(),
  public_id: string(),
  public_url: string(),
  draft: config,
  published: nullable(config),
  published_at: nullable(dateTime()),
  published_by: nullable(string()),
  unpublished_changes: boolean(),
  device_groups: array(object({ id: integer(), name: string() })),
  locations: array(object({ id: integer(), name: string() })),
  logo_available: boolean(),
  can_update: boolean(),
})
