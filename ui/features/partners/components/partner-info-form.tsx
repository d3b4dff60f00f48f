import { Button, Group, Stack, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useTranslation } from 'react-i18next'
import { errorMessage, formErrors } from '@/lib/i18n/error-message'
import { formRules } from '@/lib/form-rules'
import { toast } from '@/lib/toast'
import { updatePartner } from '../api/partner-self'
import type { Partner } from '../api/types'

export function PartnerInfoForm({ partner }: { partner: Partner }) {
  const { t } = useTranslation('partners')
  const rules = formRules(t)
  const form = useForm({
    initialValues: { name: partner.name, email: partner.email ?? '', phone: partner.phone ?? '' },
    validate: { name: rules.required, email: (v: string) => (v.trim() ? rules.email(v) : null) },
  })
  const submit = form.onSubmit(async (values) => {
    try {
      await updatePartner({
        name: values.name,
        email: values.email.trim() || null,
        phone: values.phone.trim() || null,
      })
      form.resetDirty()
      toast('success', t('common:toasts.saved'))
    } catch (error) {
      form.setErrors(formErrors(t, error))
      toast('error', errorMessage(t, error))
    }
  })
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md" maw={560}>
        <TextInput label={t('fields.name')} required {...form.getInputProps('name')} />
        <TextInput label={t('fields.email')} type="email" {...form.getInputProps('email')} />
        <TextInput label={t('fields.phone')} type="tel" {...form.getInputProps('phone')} />
        <Group justify="flex-end">
          <Button type="submit" loading={form.submitting} disabled={!form.isDirty()}>
            {t('common:actions.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
