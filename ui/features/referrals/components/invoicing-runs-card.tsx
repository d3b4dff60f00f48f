import { Alert, Button, Group, Skeleton, Stack, Table, Text, TextInput } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ReadableBadge } from '@/components/readable-badge'
import { SectionCard } from '@/components/section-card'
import { errorMessage, formErrors } from '@/lib/i18n/error-message'
import { toast } from '@/lib/toast'
import { startInvoicingRun, useInvoicingRuns } from '../api/invoicing-runs'
import { formatCents } from '@/lib/format/money'

const STATUS_COLORS: Record<string, string> = {
  pending: 'gray',
  running: 'blue',
  completed: 'green',
  completed_with_failures: 'orange',
  failed: 'red',
  interrupted: 'orange',
}
const thisMonth = () => new Date().toISOString().slice(0, 7)

/** Admins: start the monthly invoicing run of a month and follow the last runs. */
export function InvoicingRunsCard() {
  const { t, i18n } = useTranslation('referrals')
  const { data, error } = useInvoicingRuns()
  const [period, setPeriod] = useState(thisMonth())
  const [periodError, setPeriodError] = useState<string | null>(null)
  const [starting, setStarting] = useState(false)
  const start = async () => {
    setStarting(true)
    setPeriodError(null)
    try {
      await startInvoicingRun(period.trim())
      toast('success', t('runs.started', { period }))
    } catch (failure) {
      setPeriodError(formErrors(t, failure).period ?? null)
      toast('error', errorMessage(t, failure))
    } finally {
      setStarting(false)
    }
  }
  return (
    <SectionCard title={t('runs.title')} description={t('runs.description')}>
      <Group align="flex-end">
        <TextInput
          label={t('runs.period')}
          placeholder="2026-11"
          value={period}
          error={periodError}
          onChange={(event) => setPeriod(event.currentTarget.value)}
          maw={160}
        />
        <Button onClick={start} loading={starting}>
          {t('runs.start')}
        </Button>
      </Group>
      {error ? (
        <Alert color="red" role="alert">
          {errorMessage(t, error)}
        </Alert>
      ) : !data ? (
        <Skeleton height={80} aria-label={t('common:loading.label')} />
      ) : data.data.length === 0 ? (
        <Text c="dimmed">{t('runs.empty')}</Text>
      ) : (
        <Stack gap={0}>
          <Table striped aria-label={t('runs.title')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('runs.period')}</Table.Th>
                <Table.Th>{t('runs.status')}</Table.Th>
                <Table.Th>{t('runs.customers')}</Table.Th>
                <Table.Th>{t('runs.invoices')}</Table.Th>
                <Table.Th>{t('runs.amount')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.data.map((run) => (
                <Table.Tr key={run.id}>
                  <Table.Td>{run.period}</Table.Td>
                  <Table.Td>
                    <ReadableBadge color={STATUS_COLORS[run.status]} data-status={run.status}>
                      {t(`runs.statuses.${run.status}`)}
                    </ReadableBadge>
                  </Table.Td>
                  <Table.Td>
                    {t('runs.progress', {
                      done: run.customers_done,
                      total: run.customers_total,
                      failed: run.customers_failed,
                    })}
                  </Table.Td>
                  <Table.Td>{run.invoices_finalized}</Table.Td>
                  <Table.Td>{formatCents(run.amount_cents, run.currency, i18n.language)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Stack>
      )}
    </SectionCard>
  )
}
