import { Alert, Badge, Button, Group, Skeleton, Table, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { errorMessage } from '@/lib/i18n/error-message'
import { toast } from '@/lib/toast'
import { deleteInvite, invitesKey, resendInvite, useInvites } from '../api/invites'
import { ScrollTable } from '@/components/scroll-table'

/** Pending invitations with resend and delete; `source` is GET /invites or a partner's /partners/{id}/invites. */
export function InvitesTable({ source = invitesKey }: { source?: string }) {
  const { t, i18n } = useTranslation('users')
  const { data, error, isLoading } = useInvites(source)

  const run = async (action: () => Promise<void>, done: string) => {
    try {
      await action()
      toast('success', done)
    } catch (failure) {
      toast('error', errorMessage(t, failure))
    }
  }

  if (error)
    return (
      <Alert color="red" role="alert">
        {errorMessage(t, error)}
      </Alert>
    )
  if (isLoading && !data) return <Skeleton height={160} aria-label={t('common:loading.label')} />
  if (!data || data.data.length === 0) return <Text c="dimmed">{t('invites.empty')}</Text>
  return (
    <ScrollTable minWidth={640} striped aria-label={t('invites.label')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('table.email')}</Table.Th>
          <Table.Th>{t('table.access')}</Table.Th>
          <Table.Th>{t('invites.expires')}</Table.Th>
          <Table.Th />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {data.data.map((invite) => (
          <Table.Tr key={invite.id}>
            <Table.Td>{invite.email}</Table.Td>
            <Table.Td>
              <Group gap={4}>
                {invite.subjects.map((s) => (
                  <Badge key={`${s.type}-${s.id}`} variant="light" tt="none">
                    {t(`types.${s.type}`)}: {s.name ?? `#${s.id}`}
                  </Badge>
                ))}
                {invite.partner_id !== null && (
                  <Badge variant="outline">{t('invites.partner')}</Badge>
                )}
              </Group>
            </Table.Td>
            <Table.Td>
              {invite.expired ? (
                <Badge color="orange">{t('invites.expired')}</Badge>
              ) : (
                new Date(invite.expires_at).toLocaleDateString(i18n.language)
              )}
            </Table.Td>
            <Table.Td>
              <Group gap="xs" justify="flex-end">
                <Button
                  size="xs"
                  variant="light"
                  onClick={() => void run(() => resendInvite(invite.id), t('invites.resent'))}
                >
                  {t('invites.resend')}
                </Button>
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  onClick={() => void run(() => deleteInvite(invite.id), t('toasts.deleted'))}
                >
                  {t('common:actions.delete')}
                </Button>
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </ScrollTable>
  )
}
