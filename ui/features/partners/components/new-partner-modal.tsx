import { Button, Group, Modal, Stack, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useTranslation } from 'react-i18next'
import { errorMessage, formErrors } from '@/lib/i18n/error-message'
import { formRules } from '@/lib/form-rules'
import { toast } from '@/lib/toast'
import { createPartner } from '../api/admin-partners'

export function NewPartnerModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('partners')
  const rules = formRules(t)
  const form = useForm({
    initialValues: { name: '', email: '', phone: '' },
    validate: { name: rules.required, email: (v: string) => (v.trim() ? rules.email(v) : null) },
  })
  const submit = form.onSubmit(async (values) => {
    try {
      await createPartner({
        name: values.name,
        email: values.email.trim() || null,
        phone: values.phone.trim() || null,
      })
      toast('success', t('admin.created'))
      onClose()
    } catch (error) {
      form.setErrors(formErrors(t, error))
      toast('error', errorMessage(t, error))
    }
  })
  return (
    <Modal opened onClose={onClose} title={t('admin.add')}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput label={t('fields.name')} required {...form.getInputProps('name')} />
          <TextInput label={t('fields.email')} type="email" {...form.getInputProps('email')} />
          <TextInput label={t('fields.phone')} type="tel" {...form.getInputProps('phone')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common:actions.cancel')}
            </Button>
            <Button type="submit" loading={form.submitting}>
              {t('admin.add')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
