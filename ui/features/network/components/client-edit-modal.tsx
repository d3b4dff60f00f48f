import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { errorMessage, formErrors } from '@/lib/i18n/error-message'
import { toast } from '@/lib/toast'
import { updateClient, type ClientChange } from '../api/update-client'
import type { ClientView } from '../api/views'
import { ConfigStateBadge } from './config-state-badge'

interface ClientEditModalProps {
  locationId: number
  client: ClientView
  canSetFixedIp: boolean
  onClose: () => void
}

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/

/** Alias and fixed-IP reservation of one client; the server checks the subnet and uniqueness (422 per field). */
export function ClientEditModal({
  locationId,
  client,
  canSetFixedIp,
  onClose,
}: ClientEditModalProps) {
  const { t } = useTranslation('network')
  const [saved, setSaved] = useState<ClientView | null>(null)
  const form = useForm({
    initialValues: { alias: client.name ?? '', fixedIp: client.fixedIp ?? '' },
    validate: {
      fixedIp: (value) =>
        value.trim() === '' || IPV4.test(value.trim()) ? null : t('clients.invalidIp'),
    },
  })

  const submit = form.onSubmit(async (values) => {
    const change: ClientChange = {}
    if (values.alias.trim() !== (client.name ?? '')) change.alias = values.alias.trim()
    const fixedIp = values.fixedIp.trim() || null
    if (canSetFixedIp && fixedIp !== client.fixedIp) change.fixedIp = fixedIp
    try {
      const updated = await updateClient(locationId, client.mac, change)
      toast('success', t('common:toasts.saved'))
      if (change.fixedIp !== undefined) setSaved(updated)
      else onClose()
    } catch (error) {
      form.setErrors(formErrors(t, error))
      toast('error', errorMessage(t, error))
    }
  })

  return (
    <Modal
      opened
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
      onClose={onClose}
      title={t('clients.editTitle', { name: client.name ?? client.hostname ?? client.mac })}
      centered
    >
      {saved ? (
        <Stack>
          <Group gap="xs">
            <Text size="sm">{t('clients.configState')}</Text>
            <ConfigStateBadge state={saved.configState} />
          </Group>
          {saved.rebootNeeded && (
            <Alert color="yellow" role="status" title={t('clients.rebootNeededTitle')}>
              {t('clients.rebootNeeded')}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button onClick={onClose}>{t('common:actions.close')}</Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack>
            <Text size="sm" c="dimmed">
              {client.mac}
            </Text>
            <TextInput label={t('clients.alias')} {...form.getInputProps('alias')} />
            {canSetFixedIp && (
              <TextInput
                label={t('clients.fixedIp')}
                description={t('clients.fixedIpHint')}
                placeholder={client.ip ?? '192.168.1.50'}
                {...form.getInputProps('fixedIp')}
              />
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                {t('common:actions.cancel')}
              </Button>
              <Button type="submit" loading={form.submitting}>
                {t('common:actions.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  )
}
