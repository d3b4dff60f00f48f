import { Badge, Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core'
import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import { customerHref } from '@/config/paths'
import { useAccounting } from '../api/invoices'
import { formatCents, formatDay } from '@/lib/format/money'
import { InvoiceTable } from '../components/invoice-table'
import { InvoicingRunsCard } from '@/features/referrals/components/invoicing-runs-card'

/** /admin/accounting: totals, overdue per customer (with the account lock) and every invoice (spec §2). */
export default function AdminAccountingPage() {
  const { t, i18n } = useTranslation('invoices')
  const { data } = useAccounting()
  const money = (cents: number) => formatCents(cents, 'eur', i18n.language)
  return (
    <Stack>
      <Title order={1} fz="h2">
        {t('accounting.title')}
      </Title>
      {data && (
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {(['paid', 'unpaid', 'overdue'] as const).map((key) => (
            <Card withBorder key={key} data-total={key}>
              <Text size="sm">{t(`accounting.total.${key}`)}</Text>
              <Text fw={700} size="xl">
                {money(data.totals[key])}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      )}
      <Title order={2} fz="h3">
        {t('accounting.overdueTitle')}
      </Title>
      <Text size="sm">{t('accounting.graceNote', { count: data?.lock_grace_days ?? 14 })}</Text>
      {data?.overdue_customers.length === 0 && <Text c="dimmed">{t('accounting.noOverdue')}</Text>}
      {data && data.overdue_customers.length > 0 && (
        <Table aria-label={t('accounting.overdueTitle')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('fields.customer')}</Table.Th>
              <Table.Th>{t('accounting.invoices')}</Table.Th>
              <Table.Th>{t('accounting.oldestDue')}</Table.Th>
              <Table.Th style={{ textAlign: 'right' }}>{t('fields.amount')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.overdue_customers.map((row) => (
              <Table.Tr key={row.customer.id}>
                <Table.Td>
                  <Link to={customerHref(row.customer.id)}>{row.customer.name}</Link>
                </Table.Td>
                <Table.Td>{row.invoices}</Table.Td>
                <Table.Td>{formatDay(row.oldest_due_date, i18n.language)}</Table.Td>
                <Table.Td style={{ textAlign: 'right' }}>{money(row.amount_due)}</Table.Td>
                <Table.Td>
                  {row.locked && (
                    <Badge color="red" variant="filled">
                      {t('accounting.locked')}
                    </Badge>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Group justify="space-between">
        <Title order={2} fz="h3">
          {t('accounting.allInvoices')}
        </Title>
      </Group>
      <InvoiceTable admin />
      <InvoicingRunsCard />
    </Stack>
  )
}
