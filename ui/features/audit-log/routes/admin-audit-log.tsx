import { Alert, Button, Code, Group, Stack, Table, Text, Title } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PagedTable } from '@/components/paged-table'
import { auditActionSentence } from '@/components/history/history-sentences'
import { errorMessage } from '@/lib/i18n/error-message'
import { toast } from '@/lib/toast'
import { EMPTY_FILTERS, exportAuditLogs, useAuditLogs, type AuditEntry } from '../api/audit-logs'
import { AuditFiltersForm } from '../components/audit-filters-form'
import { SecuritySettingsCard } from '../components/security-settings-card'

const changes = (entry: AuditEntry) => (entry.new_values ? JSON.stringify(entry.new_values) : '')

/** Admin: who did what to which object, when and from where (`GET /rest/admin/audit-logs`), with CSV export. */
export default function AdminAuditLogPage() {
  const { t, i18n } = useTranslation(['audit', 'errors'])
  const [page, setPage] = useState(1)
  const [filters, setFilters] = useState(EMPTY_FILTERS)
  const [exporting, setExporting] = useState(false)
  const { data, error, isLoading } = useAuditLogs(page, filters)

  const download = async () => {
    setExporting(true)
    try {
      await exportAuditLogs(filters)
    } catch (failure) {
      toast('error', errorMessage(t, failure))
    } finally {
      setExporting(false)
    }
  }

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} fz="h2">
            {t('audit:title')}
          </Title>
          <Text c="dimmed">{t('audit:hint')}</Text>
        </div>
        <Button variant="light" loading={exporting} onClick={() => void download()}>
          {t('audit:export')}
        </Button>
      </Group>
      <SecuritySettingsCard />
      <AuditFiltersForm
        onApply={(next) => {
          setFilters(next)
          setPage(1)
        }}
      />
      {error && (
        <Alert color="red" role="alert">
          {errorMessage(t, error)}
        </Alert>
      )}
      <PagedTable
        result={data}
        loading={isLoading}
        skeletonHeight={320}
        emptyLabel={t('audit:empty')}
        totalLabel={(count) => t('audit:total', { count })}
        onPageChange={setPage}
      >
        {(rows) => (
          <Table.ScrollContainer minWidth={760}>
            <Table striped aria-label={t('audit:title')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('audit:columns.at')}</Table.Th>
                  <Table.Th>{t('audit:columns.actor')}</Table.Th>
                  <Table.Th>{t('audit:columns.action')}</Table.Th>
                  <Table.Th>{t('audit:columns.object')}</Table.Th>
                  <Table.Th>{t('audit:columns.changes')}</Table.Th>
                  <Table.Th>{t('audit:columns.ip')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((entry) => (
                  <Table.Tr key={entry.id}>
                    <Table.Td>{new Date(entry.at).toLocaleString(i18n.language)}</Table.Td>
                    <Table.Td>
                      {entry.actor_email ?? t('audit:system')}
                      {entry.impersonator_id
                        ? ` ${t('impersonation:audit.via', { id: entry.impersonator_id })}`
                        : ''}
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">
                        {auditActionSentence(
                          t,
                          entry.action,
                          entry.actor_email ?? t('history:system')
                        ) ?? entry.action}
                      </Text>
                      <Code fz="xs">{entry.action}</Code>
                    </Table.Td>
                    <Table.Td>
                      {entry.object_type ? `${entry.object_type} ${entry.object_id ?? ''}` : '–'}
                    </Table.Td>
                    <Table.Td maw={280} style={{ overflowWrap: 'anywhere' }}>
                      <Text size="xs">{changes(entry)}</Text>
                    </Table.Td>
                    <Table.Td>{entry.ip ?? '–'}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </PagedTable>
    </Stack>
  )
}
