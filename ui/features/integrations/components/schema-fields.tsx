import {
  NumberInput,
  PasswordInput,
  Select,
  Stack,
  Switch,
  TagsInput,
  TextInput,
} from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { OptionChoices } from '../api/integrations'

/** The part of a JSON Schema property the forms read (the server builds them from the plugin's own validators). */
interface FieldSchema {
  type?: string | string[]
  enum?: unknown[]
  writeOnly?: boolean
  maxLength?: number
  items?: { type?: string }
}

export interface SchemaFieldsProps {
  pluginId: string
  schema: { properties?: Record<string, unknown>; required?: string[] }
  values: Record<string, unknown>
  onChange: (values: Record<string, unknown>) => void
  errors?: Record<string, string>
  /** Per field, values to pick from (the options hook): shown as a select. */
  choices?: OptionChoices
  /** Secret fields already saved: left empty, they keep their value. */
  secretsSet?: string[]
  disabled?: boolean
}

const kind = (schema: FieldSchema) =>
  Array.isArray(schema.type) ? schema.type.find((type) => type !== 'null') : schema.type

/**
 * A plugin's form drawn from its JSON Schema, so a new integration plugin needs no screen of its own: text (a
 * password field for secrets), numbers, switches, lists of words, and selects where the service offers choices.
 * Labels come from `integrations:fields.<plugin>.<field>`, the field name when a plugin has none yet.
 */
export function SchemaFields({
  pluginId,
  schema,
  values,
  onChange,
  errors = {},
  choices = {},
  secretsSet = [],
  disabled,
}: SchemaFieldsProps) {
  const { t } = useTranslation('integrations')
  const set = (name: string, value: unknown) => onChange({ ...values, [name]: value })
  return (
    <Stack gap="sm">
      {Object.entries(schema.properties ?? {}).map(([name, raw]) => {
        const field = raw as FieldSchema
        const label = t(`fields.${pluginId}.${name}`, { defaultValue: name })
        const description = t(`fields.${pluginId}.${name}Hint`, { defaultValue: '' }) || undefined
        const common = {
          key: name,
          label,
          description,
          error: errors[name],
          disabled,
          required: (schema.required ?? []).includes(name) && !secretsSet.includes(name),
        }
        const value = values[name]
        if (choices[name]) {
          return (
            <Select
              {...common}
              data={choices[name]}
              value={typeof value === 'string' ? value : null}
              onChange={(picked) => set(name, picked ?? undefined)}
              searchable
              allowDeselect={false}
            />
          )
        }
        if (field.enum && kind(field) === 'string') {
          return (
            <Select
              {...common}
              data={field.enum.map(String)}
              value={typeof value === 'string' ? value : null}
              onChange={(picked) => set(name, picked ?? undefined)}
            />
          )
        }
        if (kind(field) === 'boolean')
          return (
            <Switch
              {...common}
              checked={value === true}
              onChange={(event) => set(name, event.currentTarget.checked)}
            />
          )
        if (kind(field) === 'number' || kind(field) === 'integer')
          return (
            <NumberInput
              {...common}
              value={typeof value === 'number' ? value : ''}
              onChange={(next) => set(name, typeof next === 'number' ? next : undefined)}
            />
          )
        if (kind(field) === 'array')
          return (
            <TagsInput
              {...common}
              value={Array.isArray(value) ? value.map(String) : []}
              onChange={(next) => set(name, next)}
            />
          )
        const text = typeof value === 'string' ? value : ''
        if (field.writeOnly) {
          const placeholder = secretsSet.includes(name) ? t('form.secretKept') : undefined
          return (
            <PasswordInput
              {...common}
              placeholder={placeholder}
              value={text}
              maxLength={field.maxLength}
              onChange={(event) => set(name, event.currentTarget.value)}
              autoComplete="off"
            />
          )
        }
        return (
          <TextInput
            {...common}
            value={text}
            maxLength={field.maxLength}
            onChange={(event) => set(name, event.currentTarget.value)}
          />
        )
      })}
    </Stack>
  )
}

/** Drops empty values, so a left-empty optional field is not sent as "". */
export function filledValues(values: Record<string, unknown>) {
  return Object.fromEntries(
    Object.entries(values).filter(
      ([, value]) => value !== undefined && value !== null && value !== ''
    )
  )
}

/** Field errors of the server (`settings.apiKey`, `options.audienceId` or plain `apiKey`) under the form's own names. */
export function fieldErrorsUnder(prefix: string, errors: Record<string, string>) {
  return Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [
      field.startsWith(`${prefix}.`) ? field.slice(prefix.length + 1) : field,
      message,
    ])
  )
}
