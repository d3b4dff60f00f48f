import {
  Alert,
  Badge,
  Button,
  Group,
  Pagination,
  SegmentedControl,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { errorMessage } from '@/lib/i18n/error-message'
import { useClients, type ClientKind } from '../api/get-clients'
import type { ClientView } from '../api/views'
import { ClientEditModal } from './client-edit-modal'
import { ConfigStateBadge } from './config-state-badge'
import { SignalBadge } from './network-badges'

interface ClientsTableProps {
  locationId: number
  canUpdate: boolean
  canSetFixedIp: boolean
}

const KINDS: ClientKind[] = ['all', 'wired', 'wireless', 'guest']

export function ClientsTable({ locationId, canUpdate, canSetFixedIp }: ClientsTableProps) {
  const { t } = useTranslation('network')
  const [search, setSearch] = useState('')
  const [debounced] = useDebouncedValue(search, 300)
  const [kind, setKind] = useState<ClientKind>('all')
  const [page, setPage] = useState(1)
  const [editing, setEditing] = useState<ClientView | null>(null)
  const { data, error, isLoading } = useClients(locationId, { search: debounced, kind, page })

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <TextInput
          aria-label={t('clients.search')}
          placeholder={t('clients.search')}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value)
            setPage(1)
          }}
          w={280}
        />
        <SegmentedControl
          aria-label={t('clients.filter')}
          value={kind}
          onChange={(value) => {
            setKind(value as ClientKind)
            setPage(1)
          }}
          data={KINDS.map((value) => ({ value, label: t(`clients.kinds.${value}`) }))}
        />
      </Group>
      {error ? (
        <Alert color="red" role="alert">
          {errorMessage(t, error)}
        </Alert>
      ) : isLoading && !data ? (
        <Skeleton height={240} radius="lg" role="status" aria-label={t('common:loading.label')} />
      ) : !data || data.data.length === 0 ? (
        <Text c="dimmed">{t('clients.empty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={900}>
          <Table striped highlightOnHover aria-label={t('clients.title')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('clients.name')}</Table.Th>
                <Table.Th>{t('clients.type')}</Table.Th>
                <Table.Th>{t('clients.signal')}</Table.Th>
                <Table.Th>{t('clients.vendor')}</Table.Th>
                <Table.Th>{t('clients.uplink')}</Table.Th>
                <Table.Th>{t('clients.ip')}</Table.Th>
                <Table.Th>{t('clients.fixedIp')}</Table.Th>
                {canUpdate && <Table.Th>{t('clients.actions')}</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.data.map((client) => (
                <ClientRow
                  key={client.mac}
                  client={client}
                  canUpdate={canUpdate}
                  onEdit={setEditing}
                />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {data && data.meta.lastPage > 1 && (
        <Pagination
          total={data.meta.lastPage}
          value={page}
          onChange={setPage}
          aria-label={t('clients.pages')}
        />
      )}
      {editing && (
        <ClientEditModal
          locationId={locationId}
          client={editing}
          canSetFixedIp={canSetFixedIp}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  )
}

function ClientRow({
  client,
  canUpdate,
  onEdit,
}: {
  client: ClientView
  canUpdate: boolean
  onEdit: (client: ClientView) => void
}) {
  const { t } = useTranslation('network')
  const label = client.name ?? client.hostname ?? client.mac
  return (
    <Table.Tr>
      <Table.Td>
        <Text size="sm" fw={500}>
          {label}
        </Text>
        <Text size="xs" c="dimmed">
          {client.mac}
        </Text>
      </Table.Td>
      <Table.Td>
        <Group gap={4}>
          <Badge variant="default">
            {client.wired ? t('clients.kinds.wired') : t('clients.kinds.wireless')}
          </Badge>
          {client.guest && <Badge variant="dot">{t('clients.kinds.guest')}</Badge>}
        </Group>
      </Table.Td>
      <Table.Td>
        {client.signal ? <SignalBadge signal={client.signal} dbm={client.signalDbm} /> : '—'}
      </Table.Td>
      <Table.Td>{client.vendor ?? '—'}</Table.Td>
      <Table.Td>
        {client.uplinkName ?? client.uplinkMac ?? '—'}
        {client.uplinkPort !== null && ` · ${t('topology.onPort', { port: client.uplinkPort })}`}
        {client.ssid && (
          <Text size="xs" c="dimmed">
            {client.ssid}
          </Text>
        )}
      </Table.Td>
      <Table.Td>{client.ip ?? '—'}</Table.Td>
      <Table.Td>
        <Group gap={4}>
          {client.fixedIp ?? '—'}
          <ConfigStateBadge state={client.configState} />
          {client.rebootNeeded && (
            <Badge color="yellow" variant="dot">
              {t('clients.rebootNeededBadge')}
            </Badge>
          )}
        </Group>
      </Table.Td>
      {canUpdate && (
        <Table.Td>
          <Button
            size="compact-sm"
            variant="default"
            onClick={() => onEdit(client)}
            aria-label={t('clients.editNamed', { name: label })}
          >
            {t('clients.edit')}
          </Button>
        </Table.Td>
      )}
    </Table.Tr>
  )
}
