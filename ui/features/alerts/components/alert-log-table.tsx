import { Badge, Table, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { AlertView } from '../api/types'
import { ScrollTable } from '@/components/scroll-table'

const STATE_COLOR: Record<AlertView['state'], string> = {
  open: 'red',
  resolved: 'green',
  pending: 'yellow',
}

/** The alert log: what happened where, since when, and whether it is over; `showVenue` for the overall log. */
export function AlertLogTable({ alerts, showVenue }: { alerts: AlertView[]; showVenue: boolean }) {
  const { t, i18n } = useTranslation('alerts')
  const when = (value: string | null) =>
    value
      ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' }).format(
          new Date(value)
        )
      : '—'
  return (
    <ScrollTable minWidth={560} striped aria-label={t('log.title')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('log.state')}</Table.Th>
          {showVenue && <Table.Th>{t('log.venue')}</Table.Th>}
          <Table.Th>{t('log.rule')}</Table.Th>
          <Table.Th>{t('log.subject')}</Table.Th>
          <Table.Th>{t('log.started')}</Table.Th>
          <Table.Th>{t('log.resolved')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {alerts.map((alert) => (
          <Table.Tr key={alert.id}>
            <Table.Td>
              <Badge color={STATE_COLOR[alert.state]} variant="dot">
                {t(`state.${alert.state}`)}
              </Badge>
            </Table.Td>
            {showVenue && <Table.Td>{alert.locationName}</Table.Td>}
            <Table.Td>
              <Text size="sm">{alert.ruleName}</Text>
              <Text size="xs" c="dimmed">
                {t(`triggerShort.${alert.trigger}`, {
                  count: Number(alert.details.threshold ?? alert.details.minutes ?? 0),
                })}
              </Text>
            </Table.Td>
            <Table.Td>
              {alert.subject === 'location' ? t('log.wholeVenue') : alert.subjectName}
            </Table.Td>
            <Table.Td>{when(alert.triggeredAt ?? alert.startedAt)}</Table.Td>
            <Table.Td>{when(alert.resolvedAt)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </ScrollTable>
  )
}
