import { ActionIcon, Alert, Table, Text, Tooltip } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Icon } from '@/components/icons'
import { DeleteConfirmModal } from '@/components/modals/delete-confirm-modal'
import { PagedTable } from '@/components/paged-table'
import { SectionCard } from '@/components/section-card'
import { errorMessage } from '@/lib/i18n/error-message'
import { toast } from '@/lib/toast'
import { removeAllowedMac, useAllowedMacs } from '../api/allowed-macs'
import type { AllowedMac } from '../api/types'
import { AddAllowedMacForm } from './add-allowed-mac-form'
import { dateLabel } from './guest-access-format'
import { StateBadge } from './state-badge'
import type { GuestAccessProps } from './vouchers-section'

/** The portal tab's allow-list: TVs, printers and other devices without a browser, let through without the portal. */
export function AllowedMacsSection({ locationId, canUpdate }: GuestAccessProps) {
  const { t, i18n } = useTranslation('guestAccess')
  const [page, setPage] = useState(1)
  const [removing, setRemoving] = useState<AllowedMac | null>(null)
  const { data, error, isLoading } = useAllowedMacs(locationId, page)

  return (
    <SectionCard title={t('devices.title')} description={t('devices.description')}>
      {canUpdate && <AddAllowedMacForm locationId={locationId} />}
      {error ? (
        <Alert color="red" role="alert">
          {errorMessage(t, error)}
        </Alert>
      ) : (
        <PagedTable
          result={data}
          loading={isLoading}
          skeletonHeight={100}
          emptyLabel={t('devices.empty')}
          totalLabel={(total) => t('devices.total', { count: total })}
          onPageChange={setPage}
        >
          {(rows) => (
            <Table.ScrollContainer minWidth={560}>
              <Table striped aria-label={t('devices.title')}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('devices.table.device')}</Table.Th>
                    <Table.Th>{t('devices.table.mac')}</Table.Th>
                    <Table.Th>{t('devices.table.state')}</Table.Th>
                    {canUpdate && <Table.Th>{t('devices.table.actions')}</Table.Th>}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((row) => (
                    <Table.Tr key={row.id}>
                      <Table.Td>{row.label ?? t('devices.table.unnamed')}</Table.Td>
                      <Table.Td ff="monospace">{row.mac}</Table.Td>
                      <Table.Td>
                        <StateBadge kind="device" state={row.state} />
                        <Text size="xs" c="dimmed">
                          {row.state === 'authorized'
                            ? t('devices.table.until', {
                                date: dateLabel(i18n.language, row.authorizedUntil),
                              })
                            : (row.lastError?.message ?? t('devices.table.waiting'))}
                        </Text>
                      </Table.Td>
                      {canUpdate && (
                        <Table.Td>
                          <Tooltip label={t('devices.actions.remove', { mac: row.mac })}>
                            <ActionIcon
                              variant="subtle"
                              color="red"
                              aria-label={t('devices.actions.remove', { mac: row.mac })}
                              onClick={() => setRemoving(row)}
                            >
                              <Icon name="x" aria-hidden />
                            </ActionIcon>
                          </Tooltip>
                        </Table.Td>
                      )}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </PagedTable>
      )}
      {removing && (
        <DeleteConfirmModal
          opened
          onClose={() => setRemoving(null)}
          title={t('devices.remove.title')}
          description={t('devices.remove.description', { name: removing.label ?? removing.mac })}
          confirmValue={removing.mac}
          confirmLabel={t('devices.remove.confirm')}
          onConfirm={async () => {
            try {
              await removeAllowedMac(locationId, removing.id)
              toast('success', t('devices.toasts.removed', { mac: removing.mac }))
            } catch (failure) {
              toast('error', errorMessage(t, failure))
            }
          }}
        />
      )}
    </SectionCard>
  )
}
