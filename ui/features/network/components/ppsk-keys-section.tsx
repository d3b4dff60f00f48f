import { Alert, Button, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { DeleteConfirmModal } from '@/components/modals/delete-confirm-modal'
import { errorMessage } from '@/lib/i18n/error-message'
import { toast } from '@/lib/toast'
import { removePpskKey, usePpskKeys } from '../api/ppsk-keys'
import type { NetworkOverview, PpskKeyView } from '../api/views'
import { PpskKeyModal } from './ppsk-key-modal'
import { ScrollTable } from '@/components/scroll-table'

interface PpskKeysSectionProps {
  locationId: number
  overview: NetworkOverview
  canUpdate: boolean
}

/** Personal WiFi keys (PPSK): one password and VLAN per tenant or device. Shown only where the vendor has them. */
export function PpskKeysSection({ locationId, overview, canUpdate }: PpskKeysSectionProps) {
  const { t } = useTranslation('network')
  const { data, error } = usePpskKeys(locationId)
  const [adding, setAdding] = useState(false)
  const [removing, setRemoving] = useState<PpskKeyView | null>(null)
  const canAdd =
    canUpdate && overview.capabilities.includes('addPpskKey') && (data?.wlans.length ?? 0) > 0
  const canRemove = canUpdate && overview.capabilities.includes('removePpskKey')
  const label = (key: PpskKeyView) => key.name ?? t('ppsk.unnamed', { vlan: key.vlan ?? '—' })

  const remove = async () => {
    if (!removing) return
    try {
      await removePpskKey(locationId, removing.id)
      toast('success', t('ppsk.removed'))
    } catch (failure) {
      toast('error', errorMessage(t, failure))
    }
  }

  return (
    <Stack gap="sm" component="section" aria-label={t('ppsk.title')}>
      <Group justify="space-between">
        <Title order={2} fz="h4">
          {t('ppsk.title')}
        </Title>
        {canAdd && <Button onClick={() => setAdding(true)}>{t('ppsk.add')}</Button>}
      </Group>
      <Text size="sm" c="dimmed">
        {t('ppsk.intro')}
      </Text>
      {error ? (
        <Alert color="red" role="alert">
          {errorMessage(t, error)}
        </Alert>
      ) : !data ? (
        <Skeleton height={80} radius="md" role="status" aria-label={t('common:loading.label')} />
      ) : data.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('ppsk.empty')}
        </Text>
      ) : (
        <ScrollTable minWidth={560} striped aria-label={t('ppsk.title')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('ppsk.name')}</Table.Th>
              <Table.Th>{t('ppsk.network')}</Table.Th>
              <Table.Th>{t('ppsk.vlan')}</Table.Th>
              {canRemove && <Table.Th>{t('systems.actions')}</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.data.map((key) => (
              <Table.Tr key={key.id}>
                <Table.Td fw={500}>{label(key)}</Table.Td>
                <Table.Td>{key.wlanName}</Table.Td>
                <Table.Td>{key.vlan ?? '—'}</Table.Td>
                {canRemove && (
                  <Table.Td>
                    <Button
                      size="compact-sm"
                      color="red.8"
                      onClick={() => setRemoving(key)}
                      aria-label={t('ppsk.removeNamed', { name: label(key) })}
                    >
                      {t('ppsk.remove')}
                    </Button>
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </ScrollTable>
      )}
      {adding && data && (
        <PpskKeyModal locationId={locationId} wlans={data.wlans} onClose={() => setAdding(false)} />
      )}
      <DeleteConfirmModal
        opened={removing !== null}
        onClose={() => setRemoving(null)}
        onConfirm={remove}
        title={t('ppsk.removeTitle')}
        description={t('ppsk.removeWarning')}
        confirmValue={removing ? label(removing) : ''}
        confirmLabel={t('ppsk.remove')}
      />
    </Stack>
  )
}
