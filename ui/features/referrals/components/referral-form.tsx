import { Button, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useTranslation } from 'react-i18next'
import { errorMessage, formErrors } from '@/lib/i18n/error-message'
import { isApiError } from '@/lib/api/api-error'
import { formRules } from '@/lib/form-rules'
import { toast } from '@/lib/toast'
import { createReferral } from '../api/referrals'

const SECTORS = ['horeca', 'companies', 'events', 'retail'] as const
const EMAIL_CODES = ['E_REFERRAL_DUPLICATE', 'E_REFERRAL_ALREADY_CUSTOMER']

/** Refer a company (spec §3 Referral): e-mail, name, company, sector, and its VAT number when known. */
export function ReferralForm() {
  const { t } = useTranslation('referrals')
  const rules = formRules(t)
  const form = useForm({
    initialValues: { email: '', name: '', company: '', sector: '' as string, vat: '' },
    validate: {
      email: rules.email,
      name: rules.required,
      company: rules.required,
      sector: rules.required,
    },
  })
  const submit = form.onSubmit(async (values) => {
    try {
      await createReferral({
        email: values.email.trim(),
        name: values.name.trim(),
        company: values.company.trim(),
        sector: values.sector as (typeof SECTORS)[number],
        ...(values.vat.trim() ? { vat: values.vat.trim() } : {}),
      })
      toast('success', t('form.sent', { company: values.company.trim() }))
      form.reset()
    } catch (error) {
      const errors = formErrors(t, error)
      if (isApiError(error) && EMAIL_CODES.includes(error.code))
        errors.email = errorMessage(t, error)
      form.setErrors(errors)
      toast('error', errorMessage(t, error))
    }
  })
  return (
    <form onSubmit={submit} noValidate aria-label={t('form.title')}>
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('fields.name')} required {...form.getInputProps('name')} />
          <TextInput
            label={t('fields.email')}
            type="email"
            required
            {...form.getInputProps('email')}
          />
          <TextInput label={t('fields.company')} required {...form.getInputProps('company')} />
          <Select
            label={t('fields.sector')}
            required
            data={SECTORS.map((value) => ({ value, label: t(`sectors.${value}`) }))}
            {...form.getInputProps('sector')}
          />
          <TextInput
            label={t('fields.vat')}
            description={t('fields.vatHint')}
            {...form.getInputProps('vat')}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={form.submitting}>
            {t('form.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
