import {
  Button,
  Group,
  NativeSelect,
  NumberInput,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core'
import { useForm } from '@mantine/form'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { errorMessage, formErrors } from '@/lib/i18n/error-message'
import { changedValues } from '@/lib/form-changes'
import { formRules } from '@/lib/form-rules'
import { toast } from '@/lib/toast'
import { AddressSuggestionNotice } from './address-suggestion'
import type { AddressSuggestion } from './customer-address'
import { focusFirstError } from './focus-first-error'
import {
  LOCATION_TYPES,
  STATUS_TRANSITIONS,
  type Location,
  type LocationStatus,
} from './location-model'
import {
  FLAGS,
  groupsWithErrors,
  TECH_NUMBERS,
  TECH_TEXT,
  TechnicalFields,
} from './technical-fields'

const TEXT_FIELDS = [
  'name',
  'venue_name',
  'address',
  'zipcode',
  'city',
  'room',
  'qr_label',
] as const
/** The range the server accepts (core/locations/validators); out of range is an error, never clamped. */
const COORDINATE_LIMITS = { latitude: 90, longitude: 180 } as const

type Values = Record<string, string | number | boolean | null>

const holdsAddress = (values: Values, suggestion: AddressSuggestion) =>
  Object.entries(suggestion.values).every(([field, value]) => values[field] === value)

interface LocationFormProps {
  location?: Location
  /** Admins see and set lifecycle, billing, line and hardware fields. */
  technical: boolean
  readOnly?: boolean
  /** Extra fields only the create form has (the customer). */
  extra?: Values
  /** Checks fields of the dialog outside this form (the customer of the create dialog) and shows their errors. */
  validateOutside?: () => boolean
  /** The customer's address, offered for a new location. */
  addressSuggestion?: AddressSuggestion | null
  onSubmit: (input: Values) => Promise<unknown>
  submitLabel: string
}

/** Every field of a location (spec §3); the server decides what it accepts from whom. */
export function LocationForm({
  location,
  technical,
  readOnly,
  extra = {},
  validateOutside,
  addressSuggestion,
  onSubmit,
  submitLabel,
}: LocationFormProps) {
  const { t } = useTranslation('locations')
  const formRef = useRef<HTMLFormElement>(null)
  const [openGroups, setOpenGroups] = useState<string[]>([])
  const initial: Values = {
    ...extra,
    ...Object.fromEntries(
      TEXT_FIELDS.map((field) => [field, (location?.[field] as string | null) ?? ''])
    ),
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
          ...Object.fromEntries(
            TECH_TEXT.map((field) => [field, (location?.[field] as string | null) ?? ''])
          ),
          ...Object.fromEntries(
            TECH_NUMBERS.map((field) => [field, (location?.[field] as number | null) ?? ''])
          ),
          ...Object.fromEntries(FLAGS.map((field) => [field, Boolean(location?.[field])])),
        }
      : {}),
  }
  const coordinate = (field: keyof typeof COORDINATE_LIMITS) => (value: unknown) =>
    value === '' || value === null || Math.abs(Number(value)) <= COORDINATE_LIMITS[field]
      ? null
      : t(`validation.${field}`)
  const form = useForm<Values>({
    initialValues: initial,
    validate: {
      name: (value) => formRules(t).required(String(value ?? '')),
      latitude: coordinate('latitude'),
      longitude: coordinate('longitude'),
    },
  })
  const statusOptions: LocationStatus[] = location
    ? [location.status, ...STATUS_TRANSITIONS[location.status]]
    : ['to_deploy', 'ready_for_configuration', 'ready_for_installation', 'live', 'standby']

  const pointAtErrors = (errors: Record<string, unknown>) => {
    const closed = groupsWithErrors(errors).filter((group) => !openGroups.includes(group))
    if (closed.length) setOpenGroups([...openGroups, ...closed])
    focusFirstError(formRef.current, { afterPanelsOpen: closed.length > 0 })
  }

  const submit = form.onSubmit(
    async (values) => {
      if (validateOutside && !validateOutside()) return pointAtErrors({})
      const changes = changedValues(initial, values, {
        editing: Boolean(location),
        keepNulls: true,
      })
      if (changes.pppoe_password === null) delete changes.pppoe_password
      try {
        await onSubmit(changes)
        form.resetDirty()
        toast('success', t('common:toasts.saved'), { source: 'location-form' })
      } catch (error) {
        const errors = formErrors(t, error)
        form.setErrors(errors)
        toast('error', errorMessage(t, error), { source: 'location-form' })
        pointAtErrors(errors)
      }
    },
    (errors) => {
      validateOutside?.()
      pointAtErrors(errors)
    }
  )

  const text = (field: string) => (
    <TextInput
      key={field}
      label={t(`fields.${field}`)}
      required={field === 'name'}
      readOnly={readOnly}
      {...form.getInputProps(field)}
      value={String(form.values[field] ?? '')}
    />
  )
  const coordinateInput = (field: keyof typeof COORDINATE_LIMITS) => (
    <NumberInput
      label={t(`fields.${field}`)}
      decimalScale={6}
      clampBehavior="none"
      readOnly={readOnly}
      {...form.getInputProps(field)}
      value={form.values[field] as number | string}
    />
  )

  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      <Stack gap="md">
        {!location &&
          !readOnly &&
          addressSuggestion &&
          !holdsAddress(form.values, addressSuggestion) && (
            <AddressSuggestionNotice
              suggestion={addressSuggestion}
              onUse={() => form.setValues(addressSuggestion.values)}
            />
          )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {TEXT_FIELDS.map(text)}
          <NativeSelect
            label={t('fields.type')}
            disabled={readOnly}
            data={LOCATION_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }))}
            {...form.getInputProps('type')}
            value={String(form.values.type)}
          />
          {text('country')}
          {text('timezone')}
          {coordinateInput('latitude')}
          {coordinateInput('longitude')}
        </SimpleGrid>
        <Textarea
          label={t('fields.comments')}
          rows={3}
          readOnly={readOnly}
          {...form.getInputProps('comments')}
          value={String(form.values.comments ?? '')}
        />
        {technical && (
          <>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <NativeSelect
                label={t('fields.status')}
                data={statusOptions.map((status) => ({
                  value: status,
                  label: t(`status.${status}`),
                }))}
                {...form.getInputProps('status')}
                value={String(form.values.status)}
              />
            </SimpleGrid>
            <TechnicalFields
              form={form}
              opened={openGroups}
              onOpenedChange={setOpenGroups}
              pppoePasswordSet={location?.pppoe_password_set}
            />
          </>
        )}
        {!readOnly && (
          <Group justify="flex-end">
            <Button
              type="submit"
              loading={form.submitting}
              disabled={!!location && !form.isDirty()}
            >
              {submitLabel}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  )
}
