import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Modal,
  Skeleton,
  Stack,
  Table,
  Text,
  Tooltip,
} from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Icon } from '@/components/icons'
import { DeleteConfirmModal } from '@/components/modals/delete-confirm-modal'
import { errorMessage } from '@/lib/i18n/error-message'
import { toast } from '@/lib/toast'
import {
  openVoucherSheet,
  revokeUnusedVouchers,
  revokeVoucher,
  useVoucherBatch,
} from '../api/vouchers'
import type { Voucher } from '../api/types'
import { dateLabel, durationLabel } from './guest-access-format'
import { StateBadge } from './state-badge'

type Confirm = { kind: 'batch' } | { kind: 'code'; voucher: Voucher }

/** One batch: its codes with their uses and state, the printable sheet, and revoking (portal_update). */
export function VoucherBatchModal({
  locationId,
  batchId,
  canUpdate,
  onClose,
}: {
  locationId: number
  batchId: number
  canUpdate: boolean
  onClose: () => void
}) {
  const { t, i18n } = useTranslation('guestAccess')
  const { data: batch, error } = useVoucherBatch(locationId, batchId)
  const [confirm, setConfirm] = useState<Confirm | null>(null)
  const [printing, setPrinting] = useState(false)

  const print = async () => {
    setPrinting(true)
    try {
      await openVoucherSheet(locationId, batchId)
    } catch (failure) {
      toast('error', errorMessage(t, failure))
    } finally {
      setPrinting(false)
    }
  }

  const revoke = async (what: Confirm) => {
    try {
      if (what.kind === 'batch') await revokeUnusedVouchers(locationId, batchId)
      else await revokeVoucher(locationId, batchId, what.voucher.code)
      toast(
        'success',
        t(what.kind === 'batch' ? 'vouchers.toasts.batchRevoked' : 'vouchers.toasts.codeRevoked')
      )
    } catch (failure) {
      toast('error', errorMessage(t, failure))
    }
  }

  return (
    <Modal
      opened
      onClose={onClose}
      size="lg"
      title={batch?.name ?? t('vouchers.title')}
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      {error ? (
        <Alert color="red" role="alert">
          {errorMessage(t, error)}
        </Alert>
      ) : !batch ? (
        <Skeleton height={200} aria-label={t('common:loading.label')} />
      ) : (
        <Stack gap="md">
          <Text size="sm">
            {[
              t('vouchers.summary.duration', { duration: durationLabel(t, batch.durationMinutes) }),
              t('vouchers.summary.uses', { count: batch.maxUses }),
              batch.expiresAt
                ? t('vouchers.summary.until', { date: dateLabel(i18n.language, batch.expiresAt) })
                : t('vouchers.summary.noExpiry'),
              t('vouchers.summary.available', { available: batch.available, codes: batch.codes }),
            ].join(' · ')}
          </Text>
          <Group>
            <Button onClick={print} loading={printing} disabled={batch.available === 0}>
              {t('vouchers.actions.print')}
            </Button>
            {canUpdate && (
              <Button
                variant="default"
                color="red"
                onClick={() => setConfirm({ kind: 'batch' })}
                disabled={batch.vouchers.every((voucher) => voucher.state !== 'unused')}
              >
                {t('vouchers.actions.revokeUnused')}
              </Button>
            )}
          </Group>
          <Table.ScrollContainer minWidth={420} mah={420}>
            <Table striped aria-label={t('vouchers.codesLabel', { name: batch.name })}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('vouchers.table.code')}</Table.Th>
                  <Table.Th>{t('vouchers.table.uses')}</Table.Th>
                  <Table.Th>{t('vouchers.table.state')}</Table.Th>
                  {canUpdate && <Table.Th>{t('vouchers.table.actions')}</Table.Th>}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {batch.vouchers.map((voucher) => (
                  <Table.Tr key={voucher.code}>
                    <Table.Td ff="monospace">{voucher.code}</Table.Td>
                    <Table.Td>
                      {t('vouchers.table.usesOf', { uses: voucher.uses, max: batch.maxUses })}
                    </Table.Td>
                    <Table.Td>
                      <StateBadge kind="voucher" state={voucher.state} />
                    </Table.Td>
                    {canUpdate && (
                      <Table.Td>
                        {voucher.state !== 'revoked' && (
                          <Tooltip label={t('vouchers.actions.revokeCode', { code: voucher.code })}>
                            <ActionIcon
                              variant="subtle"
                              color="red"
                              aria-label={t('vouchers.actions.revokeCode', { code: voucher.code })}
                              onClick={() => setConfirm({ kind: 'code', voucher })}
                            >
                              <Icon name="x" aria-hidden />
                            </ActionIcon>
                          </Tooltip>
                        )}
                      </Table.Td>
                    )}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      )}
      {confirm && batch && (
        <DeleteConfirmModal
          opened
          onClose={() => setConfirm(null)}
          title={t(
            confirm.kind === 'batch' ? 'vouchers.revoke.batchTitle' : 'vouchers.revoke.codeTitle'
          )}
          description={
            confirm.kind === 'batch'
              ? t('vouchers.revoke.batchDescription')
              : t('vouchers.revoke.codeDescription')
          }
          confirmValue={confirm.kind === 'batch' ? batch.name : confirm.voucher.code}
          confirmLabel={t('vouchers.revoke.confirm')}
          onConfirm={() => revoke(confirm)}
        />
      )}
    </Modal>
  )
}
