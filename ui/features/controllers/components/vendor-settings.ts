import type { TFunction } from 'i18next'
import type { ControllerVendor, SettingSchema } from '../api/vendors'
import type { ControllerView } from '@/features/network/api/views'

/** How a setting is asked: `acceptSelfSigned` is the `verifyTls` boolean shown inverted, as admins think of it. */
export type SettingKind = 'text' | 'secret' | 'acceptSelfSigned' | 'checkbox' | 'select' | 'number'

export interface SettingField {
  name: string
  kind: SettingKind
  /** Required by the vendor; a secret kept from the stored controller is not asked again. */
  required: boolean
  options: string[]
  min?: number
  max?: number
  integer: boolean
  isUrl: boolean
  /** What an empty value stands for (a cloud vendor's URL). */
  defaultValue?: string
}

export type SettingValues = Record<string, string | number | boolean>

/** The fields of a vendor's settings schema, in the schema's order. */
export function settingFields(vendor: ControllerVendor): SettingField[] {
  const required = new Set(vendor.settings.required ?? [])
  return Object.entries(vendor.settings.properties).map(([name, schema]) => ({
    name,
    kind: kindOf(vendor, name, schema),
    required: required.has(name),
    options: (schema.enum ?? []).map(String),
    min: schema.minimum,
    max: schema.maximum,
    integer: schema.type === 'integer',
    isUrl: schema.format === 'uri',
    defaultValue: typeof schema.default === 'string' ? schema.default : undefined,
  }))
}

function kindOf(vendor: ControllerVendor, name: string, schema: SettingSchema): SettingKind {
  if (vendor.secretSettings.includes(name) || schema.writeOnly) return 'secret'
  if (schema.type === 'boolean') return name === 'verifyTls' ? 'acceptSelfSigned' : 'checkbox'
  if (schema.enum) return 'select'
  if (schema.type === 'integer' || schema.type === 'number') return 'number'
  return 'text'
}

/** The form's starting values: the stored settings when editing (secrets stay empty: left so, they are kept). */
export function initialSettings(
  fields: SettingField[],
  controller?: ControllerView
): SettingValues {
  return Object.fromEntries(
    fields.map((field) => {
      const stored = controller ? storedSetting(controller, field.name) : undefined
      switch (field.kind) {
        case 'secret':
          return [field.name, '']
        case 'acceptSelfSigned':
          return [field.name, stored === false]
        case 'checkbox':
          return [field.name, stored === true]
        case 'number':
          return [field.name, typeof stored === 'number' ? stored : '']
        case 'select':
          return [
            field.name,
            typeof stored === 'string' ? stored : field.required ? (field.options[0] ?? '') : '',
          ]
        default:
          return [field.name, stored === undefined || stored === null ? '' : String(stored)]
      }
    })
  )
}

/** The settings part of the request: empty fields are left out, so the server applies the vendor's default or keeps a stored secret. */
export function settingsBody(
  fields: SettingField[],
  values: SettingValues
): Record<string, unknown> {
  const body: Record<string, unknown> = {}
  for (const field of fields) {
    const value = values[field.name]
    if (field.kind === 'acceptSelfSigned') body[field.name] = value !== true
    else if (field.kind === 'checkbox') body[field.name] = value === true
    else if (field.kind === 'number') {
      if (typeof value === 'number') body[field.name] = value
    } else if (typeof value === 'string' && value.trim())
      body[field.name] = field.kind === 'secret' ? value : value.trim()
  }
  return body
}

/**
 * Mirrors the server: secrets left empty on edit keep the stored ones only while the URL (its default when empty) and
 * the account (the required fields that are not secrets) are unchanged; they must never go to another host or account.
 */
export function keepsStoredSecrets(
  vendor: ControllerVendor,
  fields: SettingField[],
  values: SettingValues,
  controller?: ControllerView
) {
  if (!controller || controller.vendor !== vendor.id) return false
  const url = text(values.url) ?? vendor.defaultUrl
  if (!url || withoutSlash(url) !== withoutSlash(controller.url)) return false
  return fields
    .filter((field) => field.required && field.name !== 'url' && field.kind !== 'secret')
    .every((field) => text(values[field.name]) === text(storedSetting(controller, field.name)))
}

/** Client-side checks (the server stays the judge): required fields, a URL's shape, a number's range. */
export function settingErrors(
  t: TFunction,
  fields: SettingField[],
  values: SettingValues,
  keepsSecrets: boolean
) {
  const errors: Record<string, string> = {}
  for (const field of fields) {
    const value = values[field.name]
    const empty =
      value === '' || value === undefined || (typeof value === 'string' && !value.trim())
    if (empty) {
      if (isRequired(field, keepsSecrets)) errors[field.name] = t('validation:rules.required')
    } else if (field.isUrl && !isHttpUrl(String(value))) {
      errors[field.name] = t('controllers:form.urlWithPort')
    } else if (
      typeof value === 'number' &&
      ((field.min !== undefined && value < field.min) ||
        (field.max !== undefined && value > field.max))
    ) {
      errors[field.name] = t('controllers:form.numberRange', {
        min: field.min ?? '',
        max: field.max ?? '',
      })
    }
  }
  return errors
}

export function isRequired(field: SettingField, keepsSecrets: boolean) {
  return field.required && !(field.kind === 'secret' && keepsSecrets)
}

/** Where the server keeps a setting: the URL and username in their own columns, the other non-secrets in `settings`. */
function storedSetting(controller: ControllerView, name: string): unknown {
  if (name === 'url') return controller.url
  if (name === 'username') return controller.username
  return controller.settings[name]
}

function isHttpUrl(value: string) {
  return /^https?:\/\/[^\s/?#]+(\/\S*)?$/i.test(value.trim())
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value.trim() : null
}

function withoutSlash(url: string) {
  return url.replace(/\/+$/, '')
}
