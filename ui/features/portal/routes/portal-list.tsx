import { Alert, Anchor, Badge, Stack, Table, Text, TextInput, Title } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { PagedTable } from '@/components/paged-table'
import { locationHref, paths } from '@/config/paths'
import { errorMessage } from '@/lib/i18n/error-message'
import { usePortals } from '../api/portal'
import { PortalStateBadge, readableBadge } from '../components/portal-state-badge'

/** /portal: the venues whose guest portal the user may manage; picking one opens its designer. */
export default function PortalListPage() {
  const { t, i18n } = useTranslation('portal')
  const [page, setPage] = useState(1)
  const [search, setSearch] = useState('')
  const [q] = useDebouncedValue(search.trim(), 300)
  const { data, error, isLoading } = usePortals({ page, q: q || undefined })

  return (
    <Stack gap="lg">
      <Title order={1} fz="h2">
        {t('list.title')}
      </Title>
      <Text c="dimmed">{t('list.hint')}</Text>
      <TextInput
        label={t('list.search')}
        maw={360}
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value)
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
        skeletonHeight={240}
        emptyLabel={t('list.empty')}
        totalLabel={(count) => t('list.total', { count })}
        onPageChange={setPage}
      >
        {(rows) => (
          <Table.ScrollContainer minWidth={640}>
            <Table striped aria-label={t('list.title')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('list.venue')}</Table.Th>
                  <Table.Th>{t('list.customer')}</Table.Th>
                  <Table.Th>{t('list.state')}</Table.Th>
                  <Table.Th>{t('list.published')}</Table.Th>
                  <Table.Th>{t('list.guests')}</Table.Th>
                  <Table.Th>{t('list.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.location_id}>
                    <Table.Td>
                      <Anchor
                        component={Link}
                        to={`${paths.portal.design}?location=${row.location_id}`}
                      >
                        {row.location_name}
                      </Anchor>
                      {row.city && (
                        <Text size="xs" c="dimmed">
                          {row.city}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>{row.customer_name}</Table.Td>
                    <Table.Td>
                      <PortalStateBadge state={row.state} />
                    </Table.Td>
                    <Table.Td>
                      {row.published_at
                        ? new Date(row.published_at).toLocaleDateString(i18n.language)
                        : t('list.never')}
                      {row.unpublished_changes && (
                        <Badge ml="xs" color="yellow" size="sm" {...readableBadge}>
                          {t('badge.unpublished')}
                        </Badge>
                      )}
                    </Table.Td>
                    <Table.Td>{row.guests}</Table.Td>
                    <Table.Td>
                      <Anchor
                        component={Link}
                        to={locationHref(row.location_id, paths.locations.portal)}
                        size="sm"
                      >
                        {t('list.guestsLink')}
                      </Anchor>
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
