import { ActionIcon, Button, Group, Stack, Text, Textarea, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useTranslation } from 'react-i18next'
import { SectionCard } from '@/components/section-card'
import { errorMessage, formErrors } from '@/lib/i18n/error-message'
import { toast } from '@/lib/toast'
import { addCustomerLog, deleteCustomerLog, useCustomerLogs } from '../api/customer-logs'

/** Dated notes about the customer; everyone who reads the customer reads them. */
export function CustomerLogsCard({
  customerId,
  canEdit,
  currentUserId,
  admin,
}: {
  customerId: number
  canEdit: boolean
  currentUserId: number
  admin: boolean
}) {
  const { t } = useTranslation('customers')
  const { data } = useCustomerLogs(customerId)
  const form = useForm({ initialValues: { date: '', message: '' } })

  const submit = form.onSubmit(async (values) => {
    try {
      await addCustomerLog(customerId, {
        message: values.message,
        ...(values.date ? { date: values.date } : {}),
      })
      form.reset()
    } catch (error) {
      form.setErrors(formErrors(t, error))
      toast('error', errorMessage(t, error))
    }
  })

  return (
    <SectionCard title={t('logs.title')}>
      {canEdit && (
        <form onSubmit={submit} noValidate>
          <Stack gap="xs">
            <Group align="flex-start" grow>
              <TextInput
                type="date"
                label={t('logs.date')}
                maw={180}
                {...form.getInputProps('date')}
              />
              <Textarea label={t('logs.message')} rows={2} {...form.getInputProps('message')} />
            </Group>
            <Group justify="flex-end">
              <Button type="submit" variant="light" loading={form.submitting}>
                {t('logs.add')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
      {data && data.data.length === 0 && <Text c="dimmed">{t('logs.empty')}</Text>}
      <Stack gap="xs">
        {data?.data.map((log) => (
          <Group key={log.id} justify="space-between" align="flex-start" wrap="nowrap">
            <div>
              <Text size="sm" c="dimmed">
                {log.date} ·{' '}
                {log.user ? `${log.user.firstname} ${log.user.name}` : t('logs.formerUser')}
              </Text>
              <Text style={{ whiteSpace: 'pre-wrap' }}>{log.message}</Text>
            </div>
            {(admin || (canEdit && log.user?.id === currentUserId)) && (
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('logs.delete')}
                onClick={() => deleteCustomerLog(customerId, log.id)}
              >
                ×
              </ActionIcon>
            )}
          </Group>
        ))}
      </Stack>
    </SectionCard>
  )
}
