import { Alert, Button, Skeleton, Table, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { errorMessage } from '@/lib/i18n/error-message'
import { useSession } from '@/lib/session/session-store'
import { toast } from '@/lib/toast'
import { removePartnerMember, usePartnerUsers } from '../api/partner-members'
import { PartnerFrame } from '@/components/partner-frame/partner-frame'
import { ScrollTable } from '@/components/scroll-table'

/** The members of the caller's partner; any member can remove another. */
export default function PartnerUsersPage() {
  const { t } = useTranslation('partners')
  const partnerId = useSession((s) => s.user.defaultPartnerId)
  const me = useSession((s) => s.user.id)
  const { data, error } = usePartnerUsers(partnerId)

  const remove = async (userId: number) => {
    try {
      await removePartnerMember(partnerId!, userId)
      toast('success', t('users.removed'))
    } catch (failure) {
      toast('error', errorMessage(t, failure))
    }
  }

  return (
    <PartnerFrame>
      {error ? (
        <Alert color="red" role="alert">
          {errorMessage(t, error)}
        </Alert>
      ) : !data ? (
        <Skeleton height={160} aria-label={t('common:loading.label')} />
      ) : data.data.length === 0 ? (
        <Text c="dimmed">{t('users.empty')}</Text>
      ) : (
        <ScrollTable minWidth={560} striped aria-label={t('users.label')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('users.name')}</Table.Th>
              <Table.Th>{t('users.email')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.data.map((user) => (
              <Table.Tr key={user.id}>
                <Table.Td>{`${user.firstname} ${user.name}`.trim()}</Table.Td>
                <Table.Td>{user.email}</Table.Td>
                <Table.Td>
                  {user.id !== me && (
                    <Button
                      size="xs"
                      color="red"
                      variant="subtle"
                      onClick={() => void remove(user.id)}
                    >
                      {t('users.remove')}
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </ScrollTable>
      )}
    </PartnerFrame>
  )
}
