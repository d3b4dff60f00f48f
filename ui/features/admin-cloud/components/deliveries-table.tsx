import { Table } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { DeliveriesData } from '../api/admin-cloud'
import { formatDuration, secondsSince } from './format'

/** Outgoing webhooks, integration pushes and mail: backlog, how overdue the oldest is, failures in 24 hours. */
export function DeliveriesTable({ data }: { data: DeliveriesData }) {
  const { t, i18n } = useTranslation('adminCloud')
  const percent = new Intl.NumberFormat(i18n.language, {
    style: 'percent',
    maximumFractionDigits: 1,
  })
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table aria-label={t('deliveries.title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('deliveries.channel')}</Table.Th>
            <Table.Th>{t('deliveries.backlog')}</Table.Th>
            <Table.Th>{t('deliveries.oldest')}</Table.Th>
            <Table.Th>{t('deliveries.failed')}</Table.Th>
            <Table.Th>{t('deliveries.failureRate')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.channels.map((channel) => (
            <Table.Tr key={channel.channel} data-channel={channel.channel}>
              <Table.Td>{t(`deliveries.channels.${channel.channel}`)}</Table.Td>
              <Table.Td>{channel.backlog}</Table.Td>
              <Table.Td>
                {channel.oldest_due_at
                  ? formatDuration(secondsSince(channel.oldest_due_at), i18n.language)
                  : '—'}
              </Table.Td>
              <Table.Td>
                {t('deliveries.failedOf', {
                  failed: channel.failed_24h,
                  settled: channel.settled_24h,
                })}
              </Table.Td>
              <Table.Td>
                {channel.failure_rate === null ? '—' : percent.format(channel.failure_rate / 100)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
