import { Alert, Anchor, Group, SegmentedControl, Skeleton, Stack, Table, Text } from '@mantine/core'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import { PagedTable } from '@/components/paged-table'
import { locationHref } from '@/config/paths'
import { errorMessage } from '@/lib/i18n/error-message'
import { useLocations } from '../api/list-locations'
import { pinsOf, useLocationMap, type MapArea } from '../api/location-map'
import { LocationFiltersBar } from './location-filters'
import { LocationsMap } from './locations-map'
import { LocationBadges } from './status-badges'
import { useFiltersInUrl } from './use-filters-in-url'
import { ScrollTable } from '@/components/scroll-table'

/** The locations list with filters (kept in the URL), paging and a map view; admins also filter by customer. */
export function LocationsBrowser({ admin }: { admin?: boolean }) {
  const { t } = useTranslation('locations')
  const navigate = useNavigate()
  const [filters, setFilters] = useFiltersInUrl()
  const [view, setView] = useState<'list' | 'map'>('list')
  const { data, error, isLoading } = useLocations(filters)
  // The map asks for the area it shows (debounced as the user pans and zooms); the server clusters when many.
  const [area, setArea] = useState<MapArea | null>(null)
  const map = useLocationMap(filters, view === 'map', area)
  const pins = useMemo(() => (map.data ? pinsOf(map.data) : []), [map.data])
  const open = (id: number) => navigate(locationHref(id))

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <LocationFiltersBar value={filters} onChange={setFilters} showCustomer={admin} />
        <SegmentedControl
          value={view}
          onChange={(value) => setView(value as 'list' | 'map')}
          data={[
            { value: 'list', label: t('view.list') },
            { value: 'map', label: t('view.map') },
          ]}
        />
      </Group>
      {error && (
        <Alert color="red" role="alert">
          {errorMessage(t, error)}
        </Alert>
      )}
      {view === 'map' ? (
        map.data ? (
          <LocationsMap
            pins={pins}
            clusters={map.data.clusters}
            bounds={map.data.bounds}
            states={map.data.states}
            unplaced={map.data.unplaced}
            onArea={setArea}
            onOpen={open}
          />
        ) : (
          <Skeleton height={400} />
        )
      ) : (
        <PagedTable
          result={data}
          loading={isLoading}
          skeletonHeight={300}
          emptyLabel={t('list.empty')}
          totalLabel={(count) => t('list.total', { count })}
          onPageChange={(page) => setFilters({ ...filters, page })}
        >
          {(rows) => (
            <ScrollTable minWidth={640} highlightOnHover striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('fields.name')}</Table.Th>
                  {admin && <Table.Th>{t('fields.customer')}</Table.Th>}
                  <Table.Th>{t('fields.city')}</Table.Th>
                  <Table.Th>{t('fields.type')}</Table.Th>
                  <Table.Th>{t('fields.network_vendor')}</Table.Th>
                  <Table.Th>{t('fields.status')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((location) => (
                  <Table.Tr
                    key={location.id}
                    onClick={() => open(location.id)}
                    style={{ cursor: 'pointer' }}
                  >
                    <Table.Td>
                      {/* A real link (keyboard, new tab); the row's click is the same target for the mouse. */}
                      <Anchor
                        component={Link}
                        to={locationHref(location.id)}
                        fw={500}
                        c="inherit"
                        onClick={(event) => event.stopPropagation()}
                      >
                        {location.name}
                      </Anchor>
                      {location.venue_name && location.venue_name !== location.name && (
                        <Text size="xs" c="dimmed">
                          {location.venue_name}
                        </Text>
                      )}
                    </Table.Td>
                    {admin && <Table.Td>{location.customer?.name}</Table.Td>}
                    <Table.Td>{location.city}</Table.Td>
                    <Table.Td>{t(`types.${location.type}`)}</Table.Td>
                    <Table.Td data-vendor={location.network_vendor?.id}>
                      {location.network_vendor?.name ?? '–'}
                    </Table.Td>
                    <Table.Td>
                      <LocationBadges
                        status={location.status}
                        network={location.network_status}
                        snoozed={location.snoozed}
                        planCheck={location}
                        networkCheck={location}
                        causesInline
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </ScrollTable>
          )}
        </PagedTable>
      )}
    </Stack>
  )
}
