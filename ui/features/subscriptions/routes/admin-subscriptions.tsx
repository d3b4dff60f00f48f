import {
  Anchor,
  Card,
  Checkbox,
  Group,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core'
import { useState } from 'react'
import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import { PagedTable } from '@/components/paged-table'
import { ReadableBadge } from '@/components/readable-badge'
import { paths } from '@/config/paths'
import {
  MISMATCH_KINDS,
  SUBSCRIPTION_STATUSES,
  useSubscriptions,
  type SubscriptionFilters,
} from '../api/subscriptions'
import { MismatchList } from '../components/mismatch-list'
import { formatCents, formatDay } from '@/lib/format/money'
import { SubscriptionStatusBadge } from '../components/subscription-status-badge'

/** /admin/subscriptions: every venue's subscription with filters, and the service mismatches to fix. */
export default function AdminSubscriptionsPage() {
  const { t, i18n } = useTranslation('subscriptions')
  const [filters, setFilters] = useState<SubscriptionFilters>({
    search: '',
    status: null,
    mismatch: null,
    planExceeded: false,
  })
  const [page, setPage] = useState(1)
  const { data, isLoading } = useSubscriptions(filters, page)
  const filter = (change: Partial<SubscriptionFilters>) => {
    setFilters({ ...filters, ...change })
    setPage(1)
  }

  return (
    <Stack gap="lg">
      <Title order={1} fz="h2">
        {t('admin.title')}
      </Title>
      <Card withBorder>
        <Stack gap="sm">
          <Title order={2} fz="h4">
            {t('mismatches.title')}
          </Title>
          <MismatchList />
        </Stack>
      </Card>
      <Group align="flex-end">
        <TextInput
          label={t('filters.search')}
          value={filters.search}
          onChange={(event) => filter({ search: event.currentTarget.value })}
        />
        <Select
          label={t('filters.status')}
          clearable
          data={[...SUBSCRIPTION_STATUSES, 'none'].map((value) => ({
            value,
            label: t(`status.${value}`),
          }))}
          value={filters.status}
          onChange={(status) => filter({ status })}
        />
        <Select
          label={t('filters.mismatch')}
          clearable
          data={MISMATCH_KINDS.map((value) => ({ value, label: t(`mismatches.kinds.${value}`) }))}
          value={filters.mismatch}
          onChange={(mismatch) => filter({ mismatch })}
        />
        <Checkbox
          label={t('filters.planExceeded')}
          checked={filters.planExceeded}
          onChange={(event) => filter({ planExceeded: event.currentTarget.checked })}
        />
      </Group>
      <PagedTable
        result={data}
        loading={isLoading}
        skeletonHeight={320}
        emptyLabel={t('admin.empty')}
        totalLabel={(total) => t('admin.total', { count: total })}
        onPageChange={setPage}
      >
        {(rows) => (
          <Table.ScrollContainer minWidth={900}>
            <Table aria-label={t('admin.title')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('table.location')}</Table.Th>
                  <Table.Th>{t('table.customer')}</Table.Th>
                  <Table.Th>{t('fields.status')}</Table.Th>
                  <Table.Th>{t('fields.amount')}</Table.Th>
                  <Table.Th>{t('fields.periodEnd')}</Table.Th>
                  <Table.Th>{t('fields.devices')}</Table.Th>
                  <Table.Th>{t('mismatches.kind')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.id}>
                    <Table.Td>
                      <Anchor component={Link} to={`${paths.locations.billing}?location=${row.id}`}>
                        {row.name}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{row.customer.name}</Table.Td>
                    <Table.Td>
                      <Group gap={4}>
                        <SubscriptionStatusBadge status={row.subscription_status} />
                        {row.subscription_cancel_at_period_end && (
                          <Text size="xs">{t('admin.ending')}</Text>
                        )}
                      </Group>
                    </Table.Td>
                    <Table.Td>
                      {formatCents(
                        row.subscription_amount,
                        row.subscription_currency,
                        i18n.language
                      )}
                    </Table.Td>
                    <Table.Td>{formatDay(row.subscription_period_end, i18n.language)}</Table.Td>
                    <Table.Td>
                      {row.plan_exceeded ? (
                        <ReadableBadge color="orange">
                          {t('plan.devicesShort', { devices: row.devices, plan: row.plan })}
                        </ReadableBadge>
                      ) : (
                        t('plan.devicesShort', { devices: row.devices, plan: row.plan })
                      )}
                    </Table.Td>
                    <Table.Td>
                      {row.mismatches.map((kind) => t(`mismatches.kinds.${kind}`)).join(', ') ||
                        '—'}
                    </Table.Td>
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
