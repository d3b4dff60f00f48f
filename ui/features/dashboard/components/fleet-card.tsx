import { Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { ReadableBadge } from '@/components/readable-badge'
import type { FleetData } from '../api/types'
import { Since } from './since'

const LIFECYCLE = [
  'to_deploy',
  'ready_for_configuration',
  'ready_for_installation',
  'live',
  'standby',
]
const NETWORK = ['online', 'warning', 'failover', 'offline', 'not_configured', 'no_devices']

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="xl">
        {value}
      </Text>
    </Paper>
  )
}

/** "Fleet at a glance": venues per state, devices, clients, guests today and the controllers per vendor. */
export function FleetCard({ data }: { data: FleetData }) {
  const { t, i18n } = useTranslation('dashboard')
  const n = (value: number) => new Intl.NumberFormat(i18n.language).format(value)
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        <Figure
          label={t('fleet.devices')}
          value={t('fleet.devicesValue', {
            online: n(data.devicesOnline),
            total: n(data.devicesTotal),
          })}
        />
        <Figure label={t('fleet.clients')} value={n(data.clientsNow)} />
        <Figure label={t('fleet.guests')} value={n(data.guestsToday)} />
        <Figure
          label={t('fleet.venues')}
          value={n(Object.values(data.venuesByStatus).reduce((sum, count) => sum + count, 0))}
        />
      </SimpleGrid>
      <Stack gap={4}>
        <Text size="sm" fw={600}>
          {t('fleet.byStatus')}
        </Text>
        <Group gap="xs">
          {LIFECYCLE.filter((status) => data.venuesByStatus[status]).map((status) => (
            <ReadableBadge key={status} color="gray">
              {t(`venueStatus.${status}`)}: {n(data.venuesByStatus[status] ?? 0)}
            </ReadableBadge>
          ))}
        </Group>
        <Group gap="xs">
          {NETWORK.filter((status) => data.venuesByNetwork[status]).map((status) => (
            <ReadableBadge key={status} color="gray">
              {t(`health.${status}`)}: {n(data.venuesByNetwork[status] ?? 0)}
            </ReadableBadge>
          ))}
        </Group>
      </Stack>
      <Stack gap={4}>
        <Text size="sm" fw={600}>
          {t('fleet.controllers')}
        </Text>
        {data.controllers.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('fleet.noControllers')}
          </Text>
        )}
        {data.controllers.map((controller) => (
          <Group key={controller.vendor} gap="xs" justify="space-between" wrap="wrap">
            <Text size="sm">
              {t(`vendor.${controller.vendor}`, { defaultValue: controller.vendor })}:{' '}
              {t('fleet.controllerCount', { count: controller.count })}
              {controller.failing > 0 && (
                <ReadableBadge ml="xs" color="red">
                  {t('fleet.failing', { count: controller.failing })}
                </ReadableBadge>
              )}
            </Text>
            {controller.lastSyncAt ? (
              <Since at={controller.lastSyncAt} />
            ) : (
              <Text size="xs" c="dimmed">
                {t('fleet.neverSynced')}
              </Text>
            )}
          </Group>
        ))}
      </Stack>
    </Stack>
  )
}
