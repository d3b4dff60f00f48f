import {
  Alert,
  Anchor,
  Badge,
  Group,
  SimpleGrid,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  Title,
  Paper,
} from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { PagedTable } from '@/components/paged-table'
import { SectionCard } from '@/components/section-card'
import { locationHref, paths } from '@/config/paths'
import { errorMessage } from '@/lib/i18n/error-message'
import { useIntegrationsOverview, useRecentActivity, type Overview } from '../api/integrations'
import { AttemptRows } from '../components/activity-table'
import { deliveryCounts } from '../components/delivery-counts'
import { IntegrationStateBadge } from '../components/state-badge'
import { PartnerIntegrationsSection } from '../components/integrations-section'
import { useSession } from '@/lib/session/session-store'

/** /integrations (spec §2, partner only): which integrations exist, where they are connected, how they fare. */
export default function IntegrationsOverviewPage() {
  const { t } = useTranslation('integrations')
  const [page, setPage] = useState(1)
  const [search, setSearch] = useState('')
  const [problems, setProblems] = useState(false)
  const [q] = useDebouncedValue(search.trim(), 300)
  const { data, error, isLoading } = useIntegrationsOverview({
    page,
    q: q || undefined,
    ...(problems ? { problems: true } : {}),
  })
  const isPartner = useSession((session) => session.user.isPartner)

  return (
    <Stack gap="lg">
      <Title order={1} fz="h2">
        {t('overview.title')}
      </Title>
      <Text c="dimmed">{t('overview.hint')}</Text>
      {error && (
        <Alert color="red" role="alert">
          {errorMessage(t, error)}
        </Alert>
      )}
      {data && <Catalog integrations={data.integrations} />}
      {isPartner && <PartnerIntegrationsSection />}
      <SectionCard title={t('overview.connections')}>
        <Group align="flex-end">
          <TextInput
            label={t('overview.search')}
            maw={360}
            value={search}
            onChange={(event) => (setSearch(event.currentTarget.value), setPage(1))}
          />
          <Switch
            label={t('overview.problemsOnly')}
            checked={problems}
            onChange={(event) => (setProblems(event.currentTarget.checked), setPage(1))}
          />
        </Group>
        <PagedTable
          result={data?.connections}
          loading={isLoading}
          skeletonHeight={200}
          emptyLabel={t('overview.empty')}
          totalLabel={(count) => t('overview.total', { count })}
          onPageChange={setPage}
        >
          {(rows) => <ConnectionRows rows={rows} />}
        </PagedTable>
      </SectionCard>
      <RecentActivity />
    </Stack>
  )
}

function Catalog({ integrations }: { integrations: Overview['integrations'] }) {
  const { t } = useTranslation('integrations')
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
      {integrations.map((integration) => (
        <Paper key={integration.id} withBorder radius="md" p="md" aria-label={integration.name}>
          <Text fw={600}>{integration.name}</Text>
          <Text size="sm" c="dimmed">
            {t(`descriptions.${integration.id}`, { defaultValue: t('descriptions.generic') })}
          </Text>
          <Group gap="xs" mt="xs">
            <Badge variant="light">
              {t('overview.connectedAt', { count: integration.connections })}
            </Badge>
            {integration.needsCredentials > 0 && (
              <Badge color="red" variant="light">
                {t('overview.needsCredentials', { count: integration.needsCredentials })}
              </Badge>
            )}
            {integration.failing > 0 && (
              <Badge color="orange" variant="light">
                {t('overview.failing', { count: integration.failing })}
              </Badge>
            )}
          </Group>
        </Paper>
      ))}
    </SimpleGrid>
  )
}

function ConnectionRows({ rows }: { rows: Overview['connections']['data'] }) {
  const { t, i18n } = useTranslation('integrations')
  const when = (value: string | null) =>
    value ? new Date(value).toLocaleString(i18n.language) : '—'
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped aria-label={t('overview.connections')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('overview.venue')}</Table.Th>
            <Table.Th>{t('overview.integration')}</Table.Th>
            <Table.Th>{t('overview.state')}</Table.Th>
            <Table.Th>{t('overview.deliveries')}</Table.Th>
            <Table.Th>{t('overview.lastSuccess')}</Table.Th>
            <Table.Th>{t('overview.lastError')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td>
                <Anchor component={Link} to={locationHref(row.location.id, paths.locations.portal)}>
                  {row.location.name}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {row.customer.name}
                </Text>
              </Table.Td>
              <Table.Td>{row.pluginName}</Table.Td>
              <Table.Td>
                <IntegrationStateBadge state={row.state} />
              </Table.Td>
              <Table.Td>{deliveryCounts(t, row.deliveries)}</Table.Td>
              <Table.Td>{when(row.lastSuccessAt)}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>
                {row.lastError ? `${when(row.lastErrorAt)}: ${row.lastError}` : '—'}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}

function RecentActivity() {
  const { t } = useTranslation('integrations')
  const [page, setPage] = useState(1)
  const [failed, setFailed] = useState(false)
  const { data, isLoading } = useRecentActivity({ page, ...(failed ? { failed: true } : {}) })
  return (
    <SectionCard title={t('overview.activity')}>
      <Switch
        label={t('activity.failedOnly')}
        checked={failed}
        onChange={(event) => (setFailed(event.currentTarget.checked), setPage(1))}
      />
      <PagedTable
        result={data}
        loading={isLoading}
        skeletonHeight={160}
        emptyLabel={t('activity.empty')}
        totalLabel={(count) => t('activity.total', { count })}
        onPageChange={setPage}
      >
        {(rows) => <AttemptRows rows={rows} venueColumn />}
      </PagedTable>
    </SectionCard>
  )
}
