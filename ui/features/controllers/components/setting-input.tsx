import { Checkbox, NativeSelect, NumberInput, PasswordInput, TextInput } from '@mantine/core'
import type { UseFormReturnType } from '@mantine/form'
import { useTranslation } from 'react-i18next'
import { isRequired, type SettingField, type SettingValues } from './vendor-settings'

export interface ControllerFormValues {
  vendor: string
  alias: string
  settings: SettingValues
}

interface SettingInputProps {
  field: SettingField
  form: UseFormReturnType<ControllerFormValues>
  editing: boolean
  keepsSecrets: boolean
}

/** One vendor setting as the input its schema calls for; labels and hints are translated by field name. */
export function SettingInput({ field, form, editing, keepsSecrets }: SettingInputProps) {
  const { t, i18n } = useTranslation('controllers')
  const path = `settings.${field.name}`
  // A new plugin's field nobody translated yet still shows, by its name.
  const translated = (key: string, fallback: string) =>
    i18n.exists(`controllers:${key}`) ? t(key) : fallback
  const label = translated(`form.fields.${field.name}`, field.name)
  const required = isRequired(field, keepsSecrets)
  const hint = field.defaultValue
    ? t('form.hints.urlDefault', { url: field.defaultValue })
    : translated(`form.hints.${field.name}`, '') || undefined

  switch (field.kind) {
    case 'acceptSelfSigned':
      return (
        <Checkbox
          label={t('form.acceptSelfSigned')}
          description={t('form.acceptSelfSignedHint')}
          {...form.getInputProps(path, { type: 'checkbox' })}
        />
      )
    case 'checkbox':
      return (
        <Checkbox
          label={label}
          description={hint}
          {...form.getInputProps(path, { type: 'checkbox' })}
        />
      )
    case 'secret':
      return (
        <PasswordInput
          label={label}
          description={editing ? t(keepsSecrets ? 'form.secretKeep' : 'form.secretNeeded') : hint}
          autoComplete="new-password"
          required={required}
          {...form.getInputProps(path)}
        />
      )
    case 'select': {
      const options = field.options.map((option) => ({
        value: option,
        label: translated(`form.options.${field.name}.${option}`, option),
      }))
      const data = field.required
        ? options
        : [{ value: '', label: t('form.vendorDefault') }, ...options]
      return (
        <NativeSelect
          label={label}
          description={hint}
          required={required}
          data={data}
          {...form.getInputProps(path)}
        />
      )
    }
    case 'number':
      return (
        <NumberInput
          label={label}
          description={hint}
          required={required}
          min={field.min}
          max={field.max}
          clampBehavior="none"
          allowDecimal={!field.integer}
          {...form.getInputProps(path)}
        />
      )
    default:
      return (
        <TextInput
          label={label}
          description={hint}
          required={required}
          placeholder={field.defaultValue}
          autoComplete="off"
          {...form.getInputProps(path)}
        />
      )
  }
}
