import {
  Alert,
  Badge,
  Button,
  Group,
  SegmentedControl,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PagedTable } from '@/components/paged-table'
import { errorMessage } from '@/lib/i18n/error-message'
import { toast } from '@/lib/toast'
import { readableBadge } from './portal-state-badge'
import { setClientBlocked, usePortalClients, type PortalClient } from '../api/portal-guests'

type Filter = 'all' | 'optIn' | 'blocked'

/** The portal's guests, the most recently seen first: search, opt-in and blocked filters, block or unblock. */
export function GuestsTable({ locationId, canUpdate }: { locationId: number; canUpdate: boolean }) {
  const { t, i18n } = useTranslation('portal')
  const [page, setPage] = useState(1)
  const [search, setSearch] = useState('')
  const [filter, setFilter] = useState<Filter>('all')
  const [busy, setBusy] = useState<number | null>(null)
  const [q] = useDebouncedValue(search.trim(), 300)
  const { data, error, isLoading, mutate } = usePortalClients(locationId, {
    page,
    q: q || undefined,
    optIn: filter === 'optIn' ? true : undefined,
    blocked: filter === 'blocked' ? true : undefined,
  })
  const name = (guest: PortalClient) =>
    [guest.firstname, guest.lastname].filter(Boolean).join(' ') || '—'

  const toggle = async (guest: PortalClient) => {
    setBusy(guest.id)
    try {
      await setClientBlocked(locationId, guest.id, !guest.blocked)
      await mutate()
      toast('success', t(guest.blocked ? 'guests.unblocked' : 'guests.blocked'), {
        source: 'portal',
      })
    } catch (failure) {
      toast('error', errorMessage(t, failure), { source: 'portal' })
    } finally {
      setBusy(null)
    }
  }

  return (
    <Stack gap="sm">
      <Group align="flex-end" gap="sm">
        <TextInput
          label={t('guests.search')}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value)
            setPage(1)
          }}
          style={{ flex: 1, minWidth: 200 }}
        />
        <SegmentedControl
          aria-label={t('guests.filter')}
          value={filter}
          onChange={(value) => {
            setFilter(value as Filter)
            setPage(1)
          }}
          data={(['all', 'optIn', 'blocked'] as const).map((value) => ({
            value,
            label: t(`guests.filters.${value}`),
          }))}
        />
      </Group>
      {error && (
        <Alert color="red" role="alert">
          {errorMessage(t, error)}
        </Alert>
      )}
      <PagedTable
        result={data}
        loading={isLoading}
        skeletonHeight={200}
        emptyLabel={t('guests.empty')}
        totalLabel={(count) => t('guests.total', { count })}
        onPageChange={setPage}
      >
        {(rows) => (
          <Table.ScrollContainer minWidth={720}>
            <Table striped aria-label={t('guests.title')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('guests.email')}</Table.Th>
                  <Table.Th>{t('guests.name')}</Table.Th>
                  <Table.Th>{t('guests.optIn')}</Table.Th>
                  <Table.Th>{t('guests.device')}</Table.Th>
                  <Table.Th>{t('guests.lastSeen')}</Table.Th>
                  <Table.Th>{t('guests.visits')}</Table.Th>
                  {canUpdate && <Table.Th>{t('guests.actions')}</Table.Th>}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((guest) => (
                  <Table.Tr key={guest.id}>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>
                      {guest.email ?? guest.mac ?? '—'}
                      {guest.blocked && (
                        <Badge ml="xs" color="red" size="sm" {...readableBadge}>
                          {t('guests.blockedBadge')}
                        </Badge>
                      )}
                    </Table.Td>
                    <Table.Td>{name(guest)}</Table.Td>
                    <Table.Td>{guest.email_opt_in ? t('guests.yes') : t('guests.no')}</Table.Td>
                    <Table.Td>{guest.device ?? '—'}</Table.Td>
                    <Table.Td>
                      {new Date(guest.last_seen_at).toLocaleString(i18n.language)}
                    </Table.Td>
                    <Table.Td>{guest.sign_in_count}</Table.Td>
                    {canUpdate && (
                      <Table.Td>
                        <Button
                          size="xs"
                          variant="subtle"
                          color={guest.blocked ? 'teal' : 'red'}
                          loading={busy === guest.id}
                          onClick={() => toggle(guest)}
                          aria-label={t(guest.blocked ? 'guests.unblockOne' : 'guests.blockOne', {
                            who: guest.email ?? guest.mac ?? guest.id,
                          })}
                        >
                          {t(guest.blocked ? 'guests.unblock' : 'guests.block')}
                        </Button>
                      </Table.Td>
                    )}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </PagedTable>
      {!data && !isLoading && !error && <Text c="dimmed">{t('guests.empty')}</Text>}
    </Stack>
  )
}
