import { Button, Checkbox, Group, NativeSelect, NumberInput, PasswordInput, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useTranslation } from 'react-i18next'
import { errorMessage, formErrors } from '@/lib/i18n/error-message'
import { changedValues } from '@/lib/form-changes'
import { formRules } from '@/lib/form-rules'
import { toast } from '@/lib/toast'
import { CONNECTION_TYPES, LOCATION_TYPES, STATUS_TRANSITIONS, type Location, type LocationStatus } from './location-model'

const TEXT_FIELDS = ['name', 'venue_name', 'address', 'zipcode', 'city', 'room', 'qr_label'] as const
const TECH_TEXT = ['subscription_id', 'subscription_item_id', 'sim_number', 'pppoe_username', 'ppsk_profile_id', 'ppsk_ssid'] as const
const TECH_NUMBERS = ['plan', 'fixed_vlan_id', 'default_tenant_vlan', 'download_speed', 'upload_speed', 'failover_download_speed', 'failover_upload_speed', 'amount_gateways', 'amount_aps', 'amount_switches'] as const
const FLAGS = ['subscribed', 'caas', 'demo', 'diy_installation', 'ubiquiti_os', 'failover'] as const

type Values = Record<string, string | number | boolean | null>

interface LocationFormProps {
  location?: Location
  /** Admins see and set lifecycle, billing, line and hardware fields. */
  technical: boolean
  readOnly?: boolean
  /** Extra fields only the create form has (the customer). */
  extra?: Values
  onSubmit: (input: Values) => Promise<unknown>
  submitLabel: string
}

/** Every field of a location (spec §3); the server decides what it accepts from whom. */
export function LocationForm({ location, technical, readOnly, extra = {}, onSubmit, submitLabel }: LocationFormProps) {
  const { t } = useTranslation('locations')
  const initial: Values = {
    ...extra,
    ...Object.fromEntries(TEXT_FIELDS.map((field) => [field, (location?.[field] as string | null) ?? ''])),
    comments: location?.comments ?? '',
    country: location?.country ?? 'BE',
    timezone: location?.timezone ?? 'Europe/Brussels',
    type: location?.type ?? 'horeca',
    latitude: location?.latitude ?? '',
    longitude: location?.longitude ?? '',
    ...(technical
      ? {
          status: location?.status ?? 'to_deploy',
          connection_type: (location?.connection_type as string) ?? 'none',
          pppoe_password: '',
          ...Object.fromEntries(TECH_TEXT.map((field) => [field, (location?.[field] as string | null) ?? ''])),
          ...Object.fromEntries(TECH_NUMBERS.map((field) => [field, (location?.[field] as number | null) ?? ''])),
          ...Object.fromEntries(FLAGS.map((field) => [field, Boolean(location?.[field])])),
        }
      : {}),
  }
  const form = useForm<Values>({ initialValues: initial, validate: { name: (value) => formRules(t).required(String(value ?? '')) } })
  const statusOptions: LocationStatus[] = location ? [location.status, ...STATUS_TRANSITIONS[location.status]] : ['to_deploy', 'ready_for_configuration', 'ready_for_installation', 'live', 'standby']

  const submit = form.onSubmit(async (values) => {
    const changes = changedValues(initial, values, { editing: Boolean(location), keepNulls: true })
    if (changes.pppoe_password === null) delete changes.pppoe_password
    try {
      await onSubmit(changes)
      form.resetDirty()
      toast('success', t('common:toasts.saved'), { source: 'location-form' })
    } catch (error) {
      form.setErrors(formErrors(t, error))
      toast('error', errorMessage(t, error), { source: 'location-form' })
    }
  })

  const text = (field: string) => <TextInput key={field} label={t(`fields.${field}`)} readOnly={readOnly} {...form.getInputProps(field)} value={String(form.values[field] ?? '')} />
  const number = (field: string) => <NumberInput key={field} label={t(`fields.${field}`)} readOnly={readOnly} {...form.getInputProps(field)} value={form.values[field] as number | string} />

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {TEXT_FIELDS.map(text)}
          <NativeSelect label={t('fields.type')} disabled={readOnly} data={LOCATION_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }))} {...form.getInputProps('type')} value={String(form.values.type)} />
          {text('country')}
          {text('timezone')}
          <NumberInput label={t('fields.latitude')} decimalScale={6} min={-90} max={90} readOnly={readOnly} {...form.getInputProps('latitude')} value={form.values.latitude as number | string} />
          <NumberInput label={t('fields.longitude')} decimalScale={6} min={-180} max={180} readOnly={readOnly} {...form.getInputProps('longitude')} value={form.values.longitude as number | string} />
        </SimpleGrid>
        <Textarea label={t('fields.comments')} rows={3} readOnly={readOnly} {...form.getInputProps('comments')} value={String(form.values.comments ?? '')} />
        {technical && (
          <>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <NativeSelect label={t('fields.status')} data={statusOptions.map((status) => ({ value: status, label: t(`status.${status}`) }))} {...form.getInputProps('status')} value={String(form.values.status)} />
              <NativeSelect label={t('fields.connection_type')} data={CONNECTION_TYPES.map((type) => ({ value: type, label: t(`connection.${type}`) }))} {...form.getInputProps('connection_type')} value={String(form.values.connection_type)} />
              {TECH_TEXT.map(text)}
              <PasswordInput label={t('fields.pppoe_password')} placeholder={location?.pppoe_password_set ? t('fields.secretSet') : ''} autoComplete="new-password" {...form.getInputProps('pppoe_password')} value={String(form.values.pppoe_password ?? '')} />
              {TECH_NUMBERS.map(number)}
            </SimpleGrid>
            <Group>
              {FLAGS.map((flag) => (
                <Checkbox key={flag} label={t(`fields.${flag}`)} {...form.getInputProps(flag, { type: 'checkbox' })} />
              ))}
            </Group>
          </>
        )}
        {!readOnly && (
          <Group justify="flex-end">
            <Button type="submit" loading={form.submitting} disabled={!!location && !form.isDirty()}>
              {submitLabel}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  )
}
