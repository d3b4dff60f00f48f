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
} from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { DeleteConfirmModal } from '@/components/modals/delete-confirm-modal'
import { errorMessage } from '@/lib/i18n/error-message'
import { useSession } from '@/lib/session/session-store'
import { toast } from '@/lib/toast'
import { useUsers } from '../api/list-users'
import { deleteUserAccount } from '../api/update-user'
import type { ManagedUser, UserAccess } from '../api/types'
import { AccessBadge } from './access-badge'
import { RoleCell, reachText } from './account-reach'
import { EditAccessModal } from './edit-access-modal'
import { EditUserModal } from './edit-user-modal'
import { ImpersonateButton } from './impersonate-button'
import { RemoveAccessModal } from './remove-access-modal'
import { ScrollTable } from '@/components/scroll-table'

/** Users whose role reaches objects beyond their own grants: the role's reach is shown above the grants. */
const grantsByRole = (user: ManagedUser) =>
  !!user.account &&
  (user.account.everywhere ||
    user.account.kind === 'hunter' ||
    user.account.kind === 'partner_member')

type Dialog =
  | { kind: 'edit' | 'remove'; user: ManagedUser; access: UserAccess }
  | { kind: 'delete' | 'profile'; user: ManagedUser }
  | null

/** The users the caller manages, with their access per object (GET /rest/users). */
export function UsersTable() {
  const { t } = useTranslation('users')
  const isAdmin = useSession((s) => s.user.isAdmin)
  const [page, setPage] = useState(1)
  const [q, setQ] = useState('')
  const { data, error, isLoading } = useUsers(page, q)
  const [dialog, setDialog] = useState<Dialog>(null)

  if (error)
    return (
      <Alert color="red" role="alert">
        {errorMessage(t, error)}
      </Alert>
    )
  return (
    <Stack gap="sm">
      <TextInput
        label={t('table.search')}
        value={q}
        onChange={(event) => {
          setQ(event.currentTarget.value)
          setPage(1)
        }}
        maw={360}
      />
      {isLoading && !data ? (
        <Skeleton height={200} aria-label={t('common:loading.label')} />
      ) : data && data.data.length === 0 ? (
        <Text c="dimmed">{t('table.empty')}</Text>
      ) : (
        <ScrollTable minWidth={760} striped aria-label={t('table.label')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('table.name')}</Table.Th>
              <Table.Th>{t('table.email')}</Table.Th>
              <Table.Th>{t('table.role')}</Table.Th>
              <Table.Th>{t('table.access')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data?.data.map((user) => (
              <Table.Tr key={user.id}>
                <Table.Td>{`${user.firstname} ${user.name}`.trim()}</Table.Td>
                <Table.Td>{user.email}</Table.Td>
                <Table.Td>
                  <RoleCell user={user} />
                </Table.Td>
                <Table.Td>
                  <Stack gap={4}>
                    {(user.access.length === 0 || grantsByRole(user)) && (
                      <Text
                        c={user.account && user.account.kind !== 'none' ? undefined : 'dimmed'}
                        size="sm"
                      >
                        {reachText(t, user.account)}
                      </Text>
                    )}
                    {user.access.map((access) => (
                      <AccessBadge
                        key={`${access.subject_type}-${access.subject_id}`}
                        access={access}
                        onEdit={() => setDialog({ kind: 'edit', user, access })}
                        onRemove={() => setDialog({ kind: 'remove', user, access })}
                      />
                    ))}
                  </Stack>
                </Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <Button
                      size="xs"
                      variant="subtle"
                      aria-label={t('profile.edit', { email: user.email })}
                      onClick={() => setDialog({ kind: 'profile', user })}
                    >
                      {t('profile.button')}
                    </Button>
                    <ImpersonateButton user={user} />
                    {isAdmin && (
                      <Button
                        size="xs"
                        color="red"
                        variant="subtle"
                        onClick={() => setDialog({ kind: 'delete', user })}
                      >
                        {t('table.deleteAccount')}
                      </Button>
                    )}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </ScrollTable>
      )}
      {data && data.meta.lastPage > 1 && (
        <Group justify="flex-end">
          <Pagination total={data.meta.lastPage} value={page} onChange={setPage} />
        </Group>
      )}
      {dialog?.kind === 'edit' && (
        <EditAccessModal
          user={dialog.user}
          access={dialog.access}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'profile' && (
        <EditUserModal user={dialog.user} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'remove' && (
        <RemoveAccessModal
          user={dialog.user}
          access={dialog.access}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'delete' && (
        <DeleteConfirmModal
          opened
          onClose={() => setDialog(null)}
          title={t('table.deleteTitle')}
          description={t('table.deleteDescription', { email: dialog.user.email })}
          confirmValue={dialog.user.email}
          onConfirm={async () => {
            try {
              await deleteUserAccount(dialog.user.id)
              toast('success', t('toasts.deleted'))
            } catch (failure) {
              toast('error', errorMessage(t, failure))
            }
          }}
        />
      )}
    </Stack>
  )
}
