import { Alert, Button, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { DeleteConfirmModal } from '@/components/modals/delete-confirm-modal'
import { errorMessage } from '@/lib/i18n/error-message'
import { toast } from '@/lib/toast'
import { removeMember, useMembers, useMembershipNetworks } from '../api/members'
import type { MemberFilters, NetworkMember } from '../api/types'
import { MemberFiltersBar } from '../components/member-filters'
import { MemberRow } from '../components/member-row'
import { RenameMemberModal } from '../components/rename-member-modal'

const NO_FILTERS: MemberFilters = { network: '', status: 'all', online: 'all', search: '' }

/** /admin/zerotier: the nodes of every membership network, to let new ones in, name them, print labels or remove them. */
export default function NetworkMembersPage() {
  const { t } = useTranslation('members')
  const [filters, setFilters] = useState<MemberFilters>(NO_FILTERS)
  const [search] = useDebouncedValue(filters.search, 300)
  const { data, error, isLoading, mutate: reloadMembers } = useMembers({ ...filters, search })
  const { data: all, mutate: reloadNetworks } = useMembershipNetworks()
  const reload = () => Promise.all([reloadMembers(), reloadNetworks()])
  const [renaming, setRenaming] = useState<NetworkMember | null>(null)
  const [removing, setRemoving] = useState<NetworkMember | null>(null)
  const networks = all?.networks ?? data?.networks ?? []

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <div>
          <Title order={1} fz="h2">
            {t('title')}
          </Title>
          <Text c="dimmed">{t('subtitle')}</Text>
        </div>
        <Button variant="default" onClick={reload}>
          {t('actions.refresh')}
        </Button>
      </Group>
      <MemberFiltersBar filters={filters} networks={networks} onChange={setFilters} />
      {data?.failures.map((failure) => (
        <Alert key={failure.controllerId} color="orange" role="alert">
          {t('failure', {
            alias: failure.controllerAlias,
            reason: t(`errors:codes.${failure.code}`),
          })}
        </Alert>
      ))}
      {error ? (
        <Alert color="red" role="alert">
          {errorMessage(t, error)}
        </Alert>
      ) : !data || isLoading ? (
        <Skeleton height={200} radius="lg" role="status" aria-label={t('common:loading.label')} />
      ) : data.data.length === 0 ? (
        <Text c="dimmed">{networks.length === 0 ? t('table.noNetworks') : t('table.empty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={900}>
          <Table striped aria-label={t('title')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('table.name')}</Table.Th>
                <Table.Th>{t('table.node')}</Table.Th>
                <Table.Th>{t('table.network')}</Table.Th>
                <Table.Th>{t('table.ip')}</Table.Th>
                <Table.Th>{t('table.status')}</Table.Th>
                <Table.Th>{t('table.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.data.map((member) => (
                <MemberRow
                  key={`${member.controllerId}:${member.networkId}:${member.id}`}
                  member={member}
                  onRename={setRenaming}
                  onRemove={setRemoving}
                  onChanged={reload}
                />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {renaming && (
        <RenameMemberModal member={renaming} onClose={() => setRenaming(null)} onRenamed={reload} />
      )}
      {removing && (
        <DeleteConfirmModal
          opened
          onClose={() => setRemoving(null)}
          title={t('remove.title')}
          description={t('remove.description', {
            name: removing.name ?? removing.id,
            network: removing.networkName,
          })}
          confirmValue={removing.id}
          confirmLabel={t('actions.remove')}
          onConfirm={async () => {
            try {
              await removeMember(removing)
              toast('success', t('toasts.removed'))
              await reload()
            } catch (failure) {
              toast('error', errorMessage(t, failure))
            }
          }}
        />
      )}
    </Stack>
  )
}
