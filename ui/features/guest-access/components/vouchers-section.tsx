import { Alert, Button, Group, Table, Text } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PagedTable } from '@/components/paged-table'
import { SectionCard } from '@/components/section-card'
import { errorMessage } from '@/lib/i18n/error-message'
import { useVoucherBatches } from '../api/vouchers'
import { dateLabel, durationLabel } from './guest-access-format'
import { NewVoucherBatchModal } from './new-voucher-batch-modal'
import { VoucherBatchModal } from './voucher-batch-modal'
import { VouchersVisibility } from './vouchers-visibility'

export interface GuestAccessProps {
  locationId: number
  /** portal_update: making batches, revoking codes, changing the allow-list (the server checks again). */
  canUpdate: boolean
}

/** The portal tab's vouchers: batches of codes a guest may type instead of filling in the form. */
export function VouchersSection({ locationId, canUpdate }: GuestAccessProps) {
  const { t, i18n } = useTranslation('guestAccess')
  const [page, setPage] = useState(1)
  const [creating, setCreating] = useState(false)
  const [openBatch, setOpenBatch] = useState<number | null>(null)
  const { data, error, isLoading } = useVoucherBatches(locationId, page)

  return (
    <SectionCard title={t('vouchers.title')} description={t('vouchers.description')}>
      <VouchersVisibility locationId={locationId} canUpdate={canUpdate} />
      {canUpdate && (
        <Group>
          <Button onClick={() => setCreating(true)}>{t('vouchers.actions.new')}</Button>
        </Group>
      )}
      {error ? (
        <Alert color="red" role="alert">
          {errorMessage(t, error)}
        </Alert>
      ) : (
        <PagedTable
          result={data}
          loading={isLoading}
          skeletonHeight={120}
          emptyLabel={t('vouchers.empty')}
          totalLabel={(total) => t('vouchers.total', { count: total })}
          onPageChange={setPage}
        >
          {(batches) => (
            <Table.ScrollContainer minWidth={640}>
              <Table striped aria-label={t('vouchers.title')}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('vouchers.table.name')}</Table.Th>
                    <Table.Th>{t('vouchers.table.available')}</Table.Th>
                    <Table.Th>{t('vouchers.table.duration')}</Table.Th>
                    <Table.Th>{t('vouchers.table.until')}</Table.Th>
                    <Table.Th>{t('vouchers.table.actions')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {batches.map((batch) => (
                    <Table.Tr key={batch.id}>
                      <Table.Td>
                        <Text size="sm" fw={600}>
                          {batch.name}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {dateLabel(i18n.language, batch.createdAt)}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        {t('vouchers.table.availableOf', {
                          available: batch.available,
                          codes: batch.codes,
                        })}
                      </Table.Td>
                      <Table.Td>{durationLabel(t, batch.durationMinutes)}</Table.Td>
                      <Table.Td>
                        {batch.expired
                          ? t('vouchers.table.expired')
                          : (dateLabel(i18n.language, batch.expiresAt) ??
                            t('vouchers.table.noExpiry'))}
                      </Table.Td>
                      <Table.Td>
                        <Button
                          size="xs"
                          variant="light"
                          onClick={() => setOpenBatch(batch.id)}
                          aria-label={t('vouchers.actions.openLabel', { name: batch.name })}
                        >
                          {t('vouchers.actions.open')}
                        </Button>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </PagedTable>
      )}
      {creating && (
        <NewVoucherBatchModal
          locationId={locationId}
          onClose={() => setCreating(false)}
          onCreated={(batch) => {
            setCreating(false)
            setPage(1)
            setOpenBatch(batch.id)
          }}
        />
      )}
      {openBatch !== null && (
        <VoucherBatchModal
          locationId={locationId}
          batchId={openBatch}
          canUpdate={canUpdate}
          onClose={() => setOpenBatch(null)}
        />
      )}
    </SectionCard>
  )
}
