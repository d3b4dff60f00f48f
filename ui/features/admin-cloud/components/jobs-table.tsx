import { Badge, Table, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { JobsData } from '../api/admin-cloud'
import { formatDuration, secondsSince } from './format'

/** Job queues per job kind: waiting, running, failed in 24 hours, how long the oldest has waited. */
export function JobsTable({ data }: { data: JobsData }) {
  const { t, i18n } = useTranslation('adminCloud')
  if (data.kinds.length === 0) return <Text c="dimmed">{t('jobs.none')}</Text>
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table aria-label={t('jobs.title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('jobs.kind')}</Table.Th>
            <Table.Th>{t('jobs.waiting')}</Table.Th>
            <Table.Th>{t('jobs.running')}</Table.Th>
            <Table.Th>{t('jobs.failed')}</Table.Th>
            <Table.Th>{t('jobs.oldestWaiting')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.kinds.map((kind) => (
            <Table.Tr key={kind.job} data-job={kind.job}>
              <Table.Td>
                <Text size="sm" ff="monospace">
                  {kind.job}
                </Text>
              </Table.Td>
              <Table.Td>{kind.waiting}</Table.Td>
              <Table.Td>{kind.running}</Table.Td>
              <Table.Td>
                {kind.failed_24h > 0 ? <Badge color="red">{kind.failed_24h}</Badge> : 0}
              </Table.Td>
              <Table.Td>
                {kind.oldest_waiting_at
                  ? formatDuration(secondsSince(kind.oldest_waiting_at), i18n.language)
                  : '—'}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
