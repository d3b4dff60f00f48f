import { Anchor, Badge, Group, Stack, Text } from '@mantine/core'
import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import { ReadableBadge } from '@/components/readable-badge'
import { NetworkCausesText } from '@/components/network-causes'
import { locationHref } from '@/config/paths'
import type { VenueHealth, VenuesData } from '../api/types'
import { Since } from './since'

export const HEALTH_COLOR: Record<VenueHealth, string> = {
  online: 'green',
  warning: 'orange',
  failover: 'grape',
  offline: 'red',
  not_ready: 'gray',
}

/** A customer user's venues: health since when and why, clients now, guests today and the public status page. */
export function VenuesCard({ data }: { data: VenuesData }) {
  const { t } = useTranslation('dashboard')
  return (
    <Stack gap="xs">
      <Group gap="xs" role="list" aria-label={t('venues.counts')}>
        {(Object.entries(data.counts) as [VenueHealth, number][]).map(([health, count]) => (
          <span key={health} role="listitem">
            <ReadableBadge color={HEALTH_COLOR[health]}>
              {t(`health.${health}`)}: {count}
            </ReadableBadge>
          </span>
        ))}
      </Group>
      <Stack component="ul" gap={0} p={0} m={0} style={{ listStyle: 'none' }}>
        {data.items.map((venue) => (
          <Group
            component="li"
            key={venue.locationId}
            justify="space-between"
            wrap="wrap"
            gap="xs"
            py="xs"
            style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
          >
            <Stack gap={2} style={{ flex: '1 1 12rem', minWidth: 0 }}>
              <Group gap="xs" wrap="nowrap">
                <Badge color={HEALTH_COLOR[venue.health]} variant="dot" style={{ flexShrink: 0 }}>
                  {t(`health.${venue.health}`)}
                </Badge>
                <Anchor
                  component={Link}
                  to={locationHref(venue.locationId)}
                  fw={600}
                  size="sm"
                  truncate
                >
                  {venue.locationName}
                </Anchor>
              </Group>
              <Text size="xs" c="dimmed">
                {venue.health === 'not_ready'
                  ? t(`venueStatus.${venue.status}`, { defaultValue: venue.status })
                  : t('venues.figures', {
                      clients: t('venues.clientsNow', { count: venue.clientsNow ?? 0 }),
                      guests: t('venues.guestsToday', { count: venue.guestsToday }),
                    })}
              </Text>
              {venue.health !== 'online' && venue.health !== 'not_ready' && (
                <NetworkCausesText warnings={venue.networkWarnings} deviceNoun={venue.deviceNoun} />
              )}
              <Since at={venue.since} />
            </Stack>
            <Anchor href={venue.statusPageUrl} target="_blank" rel="noopener" size="sm">
              {t('venues.statusPage')}
            </Anchor>
          </Group>
        ))}
      </Stack>
      {data.items.length < data.total && (
        <Text size="sm" c="dimmed">
          {t('more', { shown: data.items.length, total: data.total })}
        </Text>
      )}
    </Stack>
  )
}
