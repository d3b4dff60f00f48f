import { Button, Group, NativeSelect, Stack, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useTranslation } from 'react-i18next'
import { SectionCard } from '@/components/section-card'
import { errorMessage, formErrors } from '@/lib/i18n/error-message'
import { toast } from '@/lib/toast'
import type { Me } from '../api/get-me'
import { updateSelf } from '../api/update-self'

/** The countries the server accepts (core/customers/validators/customer_validators.ts). */
const COUNTRIES = [
  'BE',
  'NL',
  'FR',
  'DE',
  'LU',
  'AT',
  'ES',
  'IT',
  'PT',
  'IE',
  'DK',
  'SE',
  'FI',
  'PL',
  'CZ',
  'GB',
  'CH',
]

const orNull = (value: string) => (value.trim() ? value.trim() : null)

/** The profile's address (spec §2); every field optional, the postal code checked against the country by the server. */
export function AddressForm({ me }: { me: Me }) {
  const { t, i18n } = useTranslation('profile')
  const regions = new Intl.DisplayNames([i18n.language], { type: 'region' })
  const form = useForm({
    initialValues: {
      address: me.address ?? '',
      zipcode: me.zipcode ?? '',
      city: me.city ?? '',
      country: me.country ?? '',
    },
  })

  const submit = form.onSubmit(async (values) => {
    try {
      await updateSelf({
        address: orNull(values.address),
        zipcode: orNull(values.zipcode),
        city: orNull(values.city),
        country: values.country || null,
      })
      form.resetDirty()
      toast('success', i18n.t('common:toasts.saved'), { source: 'profile-address' })
    } catch (error) {
      form.setErrors(formErrors(t, error))
      toast('error', errorMessage(t, error), { source: 'profile-address' })
    }
  })

  return (
    <SectionCard title={t('address.title')} description={t('address.description')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('fields.address')}
            autoComplete="street-address"
            maxLength={200}
            {...form.getInputProps('address')}
          />
          <Group grow align="flex-start">
            <TextInput
              label={t('fields.zipcode')}
              autoComplete="postal-code"
              maxLength={12}
              {...form.getInputProps('zipcode')}
            />
            <TextInput
              label={t('fields.city')}
              autoComplete="address-level2"
              maxLength={120}
              {...form.getInputProps('city')}
            />
          </Group>
          <NativeSelect
            label={t('fields.country')}
            data={[
              { value: '', label: t('address.noCountry') },
              ...COUNTRIES.map((code) => ({ value: code, label: regions.of(code) ?? code })),
            ]}
            {...form.getInputProps('country')}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={form.submitting} disabled={!form.isDirty()}>
              {t('common:actions.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </SectionCard>
  )
}
