import { Alert, Badge, Pagination, Skeleton, Stack, Table, Text, Title } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { errorMessage } from '@/lib/i18n/error-message'
import { useNetworkEvents } from '../api/get-network-events'
import type { NetworkEventView } from '../api/types'

const colors: Record<NetworkEventView['type'], string> = {
  device_offline: 'red',
  device_online: 'teal',
  network_status: 'blue',
  client_count: 'gray',
  command: 'orange',
}

/** What sync saw change at a venue (GET /network/history), newest first. */
export function NetworkEvents({ locationId }: { locationId: number }) {
  const { t, i18n } = useTranslation('network')
  const [page, setPage] = useState(1)
  const { data, error } = useNetworkEvents(locationId, page)

  const content = error ? (
    <Alert color="red" role="alert">
      {errorMessage(t, error)}
    </Alert>
  ) : !data ? (
    <Skeleton height={160} radius="lg" role="status" aria-label={t('common:loading.label')} />
  ) : data.data.length === 0 ? (
    <Text c="dimmed">{t('events.empty')}</Text>
  ) : (
    <>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('events.at')}</Table.Th>
            <Table.Th>{t('events.event')}</Table.Th>
            <Table.Th>{t('events.device')}</Table.Th>
            <Table.Th>{t('events.details')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.data.map((event) => (
            <Table.Tr key={event.id}>
              <Table.Td>{new Date(event.at).toLocaleString(i18n.language)}</Table.Td>
              <Table.Td>
                <Badge color={colors[event.type]} variant="dot">
                  {t(`events.types.${event.type}`)}
                </Badge>
              </Table.Td>
              <Table.Td>{event.deviceName ?? '—'}</Table.Td>
              <Table.Td>
                <Text size="sm">{describe(event.data)}</Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {data.meta.lastPage > 1 && <Pagination total={data.meta.lastPage} value={page} onChange={setPage} />}
    </>
  )

  return (
    <Stack gap="sm" component="section" aria-label={t('events.title')}>
      <Title order={2} fz="h4">
        {t('events.title')}
      </Title>
      {content}
    </Stack>
  )
}

function describe(data: Record<string, unknown>): string {
  if ('from' in data && 'to' in data) return `${String(data.from)} → ${String(data.to)}`
  return Object.entries(data)
    .map(([key, value]) => `${key}: ${String(value)}`)
    .join(', ')
}
