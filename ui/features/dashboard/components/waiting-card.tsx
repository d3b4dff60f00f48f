import { Anchor, Group, Stack, Text } from '@mantine/core'
import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import { ReadableBadge } from '@/components/readable-badge'
import type { DashboardRole, WaitingData, WaitingItem } from '../api/types'
import { waitingLink } from './links'
import { Since } from './since'

function Row({ item, role }: { item: WaitingItem; role: DashboardRole }) {
  const { t } = useTranslation('dashboard')
  const href = waitingLink(item, role)
  const name = item.locationName ?? item.subject ?? ''
  return (
    <Group component="li" justify="space-between" wrap="wrap" gap="xs" py={6} data-kind={item.kind}>
      <Stack gap={0} style={{ flex: '1 1 12rem', minWidth: 0 }}>
        {href ? (
          <Anchor component={Link} to={href} fw={600} size="sm">
            {name}
          </Anchor>
        ) : (
          <Text fw={600} size="sm">
            {name}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          {[item.customerName, t(`waiting.detail.${item.kind}`, { count: item.amount ?? 0 })]
            .filter(Boolean)
            .join(' · ')}
        </Text>
      </Stack>
      <Since at={item.since} />
    </Group>
  )
}

/** "Waiting for you": per kind a heading with its count, then its rows. */
export function WaitingCard({ data, role }: { data: WaitingData; role: DashboardRole }) {
  const { t } = useTranslation('dashboard')
  if (data.total === 0) return <Text c="dimmed">{t('waiting.none')}</Text>
  const kinds = [...new Set(data.items.map((item) => item.kind))]
  return (
    <Stack gap="md">
      {kinds.map((kind) => {
        const rows = data.items.filter((item) => item.kind === kind)
        const count = data.counts[kind] ?? rows.length
        return (
          <Stack key={kind} gap={2} component="section" aria-label={t(`waiting.kind.${kind}`)}>
            <Group gap="xs">
              <Text fw={600} size="sm">
                {t(`waiting.kind.${kind}`)}
              </Text>
              <ReadableBadge>{count}</ReadableBadge>
            </Group>
            <Stack component="ul" gap={0} p={0} m={0} style={{ listStyle: 'none' }}>
              {rows.map((item) => (
                <Row
                  key={`${item.kind}-${item.locationId}-${item.refId}`}
                  item={item}
                  role={role}
                />
              ))}
            </Stack>
            {rows.length < count && (
              <Text size="xs" c="dimmed">
                {t('more', { shown: rows.length, total: count })}
              </Text>
            )}
          </Stack>
        )
      })}
    </Stack>
  )
}
