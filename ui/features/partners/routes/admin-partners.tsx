import {
  Alert,
  Button,
  Group,
  Pagination,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { DeleteConfirmModal } from '@/components/modals/delete-confirm-modal'
import { errorMessage } from '@/lib/i18n/error-message'
import { toast } from '@/lib/toast'
import { deletePartner, usePartners } from '../api/admin-partners'
import type { Partner } from '../api/types'
import { NewPartnerModal } from '../components/new-partner-modal'
import { PartnerAccessModal } from '../components/partner-access-modal'
import { ScrollTable } from '@/components/scroll-table'

type Dialog = { kind: 'new' } | { kind: 'access' | 'delete'; partner: Partner } | null

/** Admin: partners — add, delete, give access to groups, customers and locations. */
export default function AdminPartnersPage() {
  const { t } = useTranslation('partners')
  const [page, setPage] = useState(1)
  const [q, setQ] = useState('')
  const { data, error } = usePartners(page, q)
  const [dialog, setDialog] = useState<Dialog>(null)

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Title order={1} fz="h2">
          {t('admin.title')}
        </Title>
        <Button onClick={() => setDialog({ kind: 'new' })}>{t('admin.add')}</Button>
      </Group>
      <TextInput
        label={t('admin.search')}
        value={q}
        onChange={(e) => {
          setQ(e.currentTarget.value)
          setPage(1)
        }}
        maw={360}
      />
      {error ? (
        <Alert color="red" role="alert">
          {errorMessage(t, error)}
        </Alert>
      ) : !data ? (
        <Skeleton height={200} aria-label={t('common:loading.label')} />
      ) : data.data.length === 0 ? (
        <Text c="dimmed">{t('admin.empty')}</Text>
      ) : (
        <ScrollTable minWidth={560} striped aria-label={t('admin.title')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('fields.name')}</Table.Th>
              <Table.Th>{t('fields.email')}</Table.Th>
              <Table.Th>{t('admin.members')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.data.map((partner) => (
              <Table.Tr key={partner.id}>
                <Table.Td>{partner.name}</Table.Td>
                <Table.Td>{partner.email ?? ''}</Table.Td>
                <Table.Td>{partner.users_count ?? 0}</Table.Td>
                <Table.Td>
                  <Group gap="xs" justify="flex-end">
                    <Button
                      size="xs"
                      variant="light"
                      onClick={() => setDialog({ kind: 'access', partner })}
                    >
                      {t('admin.access.button')}
                    </Button>
                    <Button
                      size="xs"
                      variant="subtle"
                      color="red"
                      onClick={() => setDialog({ kind: 'delete', partner })}
                    >
                      {t('common:actions.delete')}
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </ScrollTable>
      )}
      {data && data.meta.lastPage > 1 && (
        <Pagination total={data.meta.lastPage} value={page} onChange={setPage} />
      )}
      {dialog?.kind === 'new' && <NewPartnerModal onClose={() => setDialog(null)} />}
      {dialog?.kind === 'access' && (
        <PartnerAccessModal partner={dialog.partner} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'delete' && (
        <DeleteConfirmModal
          opened
          onClose={() => setDialog(null)}
          title={t('admin.deleteTitle')}
          description={t('admin.deleteDescription', { name: dialog.partner.name })}
          confirmValue={dialog.partner.name}
          onConfirm={async () => {
            try {
              await deletePartner(dialog.partner.id)
              toast('success', t('admin.deleted'))
            } catch (failure) {
              toast('error', errorMessage(t, failure))
            }
          }}
        />
      )}
    </Stack>
  )
}
