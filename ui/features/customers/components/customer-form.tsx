import {
  Button,
  Group,
  NativeSelect,
  NumberInput,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core'
import { useForm } from '@mantine/form'
import { useTranslation } from 'react-i18next'
import { errorMessage, formErrors } from '@/lib/i18n/error-message'
import { isApiError } from '@/lib/api/api-error'
import { changedValues } from '@/lib/form-changes'
import { formRules, isEmail } from '@/lib/form-rules'
import { toast } from '@/lib/toast'
import { COUNTRIES, LANGUAGES, LEGAL_ENTITIES, type Customer } from '../api/types'

type Values = Record<string, string | number | null>

const TEXT_FIELDS = [
  'name',
  'alias',
  'vat',
  'address',
  'number',
  'box',
  'zipcode',
  'city',
  'phone',
  'email',
  'website',
  'sector',
] as const

interface CustomerFormProps {
  customer?: Customer
  /** Admins also set the plan. */
  admin?: boolean
  readOnly?: boolean
  extra?: Values
  submitLabel: string
  onSubmit: (input: Values) => Promise<unknown>
}

/** The customer's details (spec §3); the server checks every rule of §5 and its field errors land on the fields. */
export function CustomerForm({
  customer,
  admin,
  readOnly,
  extra = {},
  submitLabel,
  onSubmit,
}: CustomerFormProps) {
  const { t } = useTranslation('customers')
  const initial: Values = {
    ...extra,
    ...Object.fromEntries(
      TEXT_FIELDS.map((field) => [field, (customer?.[field] as string | null) ?? ''])
    ),
    type: String(customer?.type ?? 1),
    country: customer?.country ?? 'BE',
    legal_entity: customer?.legal_entity ?? '',
    language: customer?.language ?? 'nl',
    ...(admin
      ? {
          default_plan: customer?.default_plan ?? 1,
          payment_method:
            (customer?.payment_method ?? null) === null ? '' : String(customer?.payment_method),
        }
      : {}),
  }
  const form = useForm<Values>({
    initialValues: initial,
    validate: {
      name: (value) => formRules(t).required(String(value ?? '')),
      email: (value) => (!value || isEmail(String(value)) ? null : t('validation:rules.email')),
    },
  })
  const legalEntities = LEGAL_ENTITIES[String(form.values.country)]
  // A legal form picked from one country's list means nothing in another: cleared rather than kept out of sight.
  const changeCountry = (country: string) => {
    const next = LEGAL_ENTITIES[country]
    const current = String(form.values.legal_entity ?? '')
    form.setFieldValue('country', country)
    if (current && (next ? !next.includes(current) : Boolean(legalEntities)))
      form.setFieldValue('legal_entity', '')
  }

  const submit = form.onSubmit(async (values) => {
    const changes = changedValues(initial, values, { editing: Boolean(customer) })
    if (changes.type !== undefined && changes.type !== null) changes.type = Number(changes.type)
    if (changes.payment_method !== undefined && changes.payment_method !== null)
      changes.payment_method = Number(changes.payment_method)
    try {
      await onSubmit(changes)
      form.resetDirty()
      toast('success', t('common:toasts.saved'), { source: 'customer-form' })
    } catch (error) {
      const errors = formErrors(t, error)
      // The generic "already in use" says less than the code's own message.
      if (isApiError(error) && error.code === 'E_DUPLICATE_VAT') errors.vat = errorMessage(t, error)
      form.setErrors(errors)
      toast('error', errorMessage(t, error), { source: 'customer-form' })
    }
  })

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

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {text('name')}
          {text('alias')}
          <NativeSelect
            label={t('fields.type')}
            required
            disabled={readOnly}
            data={[
              { value: '1', label: t('types.1') },
              { value: '2', label: t('types.2') },
            ]}
            {...form.getInputProps('type')}
          />
          <NativeSelect
            label={t('fields.country')}
            required
            disabled={readOnly}
            data={COUNTRIES.map((code) => ({ value: code, label: t(`countries.${code}`) }))}
            {...form.getInputProps('country')}
            onChange={(event) => changeCountry(event.currentTarget.value)}
          />
          {legalEntities ? (
            <NativeSelect
              label={t('fields.legal_entity')}
              disabled={readOnly}
              data={[
                { value: '', label: '—' },
                ...legalEntities.map((entity) => ({ value: entity, label: entity.toUpperCase() })),
              ]}
              {...form.getInputProps('legal_entity')}
              value={String(form.values.legal_entity ?? '')}
            />
          ) : (
            text('legal_entity')
          )}
          {text('vat')}
          {text('address')}
          <SimpleGrid cols={2}>
            {text('number')}
            {text('box')}
          </SimpleGrid>
          {text('zipcode')}
          {text('city')}
          {text('phone')}
          {text('email')}
          {text('website')}
          {text('sector')}
          <NativeSelect
            label={t('fields.language')}
            disabled={readOnly}
            data={LANGUAGES.map((code) => ({ value: code, label: t(`languages.${code}`) }))}
            {...form.getInputProps('language')}
          />
          {admin && (
            <NativeSelect
              label={t('fields.payment_method')}
              disabled={readOnly}
              data={['', '0', '1', '2'].map((value) => ({
                value,
                label: t(`paymentMethods.${value || 'unset'}`),
              }))}
              {...form.getInputProps('payment_method')}
              value={String(form.values.payment_method ?? '')}
              description={
                String(form.values.payment_method ?? '') === ''
                  ? t('form.paymentWarning')
                  : undefined
              }
              styles={{ description: { color: 'var(--mantine-color-orange-8)' } }}
            />
          )}
          {admin && (
            <NumberInput
              label={t('fields.default_plan')}
              min={1}
              max={10}
              allowDecimal={false}
              readOnly={readOnly}
              {...form.getInputProps('default_plan')}
            />
          )}
        </SimpleGrid>
        {!readOnly && (
          <Group justify="flex-end">
            <Button
              type="submit"
              loading={form.submitting}
              disabled={!!customer && !form.isDirty()}
            >
              {submitLabel}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  )
}
