import { Badge, Switch, Table, Text } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PagedTable } from '@/components/paged-table'
import { useIntegrationActivity, type Attempt } from '../api/integrations'

/** When, what and how it went, one row per attempt. */
export function AttemptRows({
  rows,
  venueColumn,
}: {
  rows: Array<Attempt & { location?: { name: string }; pluginId?: string }>
  venueColumn?: boolean
}) {
  const { t, i18n } = useTranslation('integrations')
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped aria-label={t('activity.title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('activity.when')}</Table.Th>
            {venueColumn && <Table.Th>{t('activity.venue')}</Table.Th>}
            <Table.Th>{t('activity.action')}</Table.Th>
            <Table.Th>{t('activity.result')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td>{new Date(row.createdAt).toLocaleString(i18n.language)}</Table.Td>
              {venueColumn && (
                <Table.Td>{`${row.location?.name ?? ''} · ${row.pluginId ?? ''}`}</Table.Td>
              )}
              <Table.Td>{t(`activity.actions.${row.action}`)}</Table.Td>
              <Table.Td>
                <Badge color={row.ok ? 'teal' : 'red'} variant="light" mr="xs">
                  {row.ok ? t('activity.ok') : t('activity.error')}
                </Badge>
                <Text span size="sm">
                  {t(`activity.results.${row.action}.${row.ok ? 'ok' : 'error'}`)}
                </Text>
                {row.message && (
                  <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {t('activity.detail', { message: row.message })}
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}

/** A connection's activity log with a "failed only" switch. */
export function ActivityLog({ base, pluginId }: { base: string; pluginId: string }) {
  const { t } = useTranslation('integrations')
  const [page, setPage] = useState(1)
  const [failed, setFailed] = useState(false)
  const { data, isLoading } = useIntegrationActivity(base, pluginId, page, failed)
  return (
    <>
      <Switch
        label={t('activity.failedOnly')}
        checked={failed}
        onChange={(event) => {
          setFailed(event.currentTarget.checked)
          setPage(1)
        }}
      />
      <PagedTable
        result={data}
        loading={isLoading}
        skeletonHeight={120}
        emptyLabel={t('activity.empty')}
        totalLabel={(count) => t('activity.total', { count })}
        onPageChange={setPage}
      >
        {(rows) => <AttemptRows rows={rows} />}
      </PagedTable>
    </>
  )
}
