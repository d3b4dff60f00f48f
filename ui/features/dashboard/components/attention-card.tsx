import { Badge, Button, Group, Stack, Text } from '@mantine/core'
import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import { ReadableBadge } from '@/components/readable-badge'
import { formatCents } from '@/lib/format/money'
import type { AttentionData, AttentionItem, DashboardRole } from '../api/types'
import { attentionLink, attentionListLink } from './links'
import { Since } from './since'

const SEVERITY_COLOR: Record<number, string> = { 1: 'red', 2: 'orange', 3: 'yellow' }

function Row({ item, role }: { item: AttentionItem; role: DashboardRole }) {
  const { t, i18n } = useTranslation('dashboard')
  const href = attentionLink(item, role)
  const who = item.locationName ?? item.customerName ?? item.subject ?? ''
  const reason = t(`attention.reason.${item.kind}`, {
    count: item.amount ?? 0,
    subject: item.subject ?? '',
    amount: formatCents(item.amount, 'eur', i18n.language),
    plan: item.refId ?? '',
  })
  return (
    <Group
      component="li"
      justify="space-between"
      align="flex-start"
      wrap="wrap"
      gap="xs"
      py="xs"
      style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
      data-kind={item.kind}
    >
      <Stack gap={2} style={{ flex: '1 1 14rem', minWidth: 0 }}>
        <Group gap="xs" wrap="nowrap">
          <Badge
            color={SEVERITY_COLOR[item.severity] ?? 'gray'}
            variant="dot"
            style={{ flexShrink: 0 }}
          >
            {t(`attention.kind.${item.kind}`)}
          </Badge>
          <Text fw={600} size="sm" truncate>
            {who}
          </Text>
        </Group>
        <Text size="sm">{reason}</Text>
        {item.devices.length > 0 && (
          <Text size="sm" c="dimmed">
            {item.devices
              .map((device) =>
                t('attention.device', {
                  kind: t(`deviceKind.${device.kind}`, { defaultValue: device.kind }),
                  name: device.name,
                })
              )
              .join(' · ')}
          </Text>
        )}
        <Since at={item.devices[0]?.since ?? item.since} />
      </Stack>
      {href && (
        <Button component={Link} to={href} size="xs" variant="light">
          {t(`attention.action.${item.kind}`)}
        </Button>
      )}
    </Group>
  )
}

/** "Needs attention now": counts per kind at the top, then the rows worst and oldest first. */
export function AttentionCard({ data, role }: { data: AttentionData; role: DashboardRole }) {
  const { t } = useTranslation('dashboard')
  if (data.total === 0) return <Text c="dimmed">{t('attention.none')}</Text>
  const kinds = Object.entries(data.counts) as [AttentionItem['kind'], number][]
  return (
    <Stack gap="xs">
      <Group gap="xs" aria-label={t('attention.counts')} role="list">
        {kinds.map(([kind, count]) => {
          const list = attentionListLink(kind, role)
          const badge = (
            <ReadableBadge color="gray" style={list ? { cursor: 'pointer' } : undefined}>
              {t(`attention.kind.${kind}`)}: {count}
            </ReadableBadge>
          )
          return (
            <span key={kind} role="listitem">
              {list ? (
                <Link
                  to={list}
                  title={t('attention.showAll', { kind: t(`attention.kind.${kind}`) })}
                  aria-label={`${t(`attention.kind.${kind}`)}: ${count}. ${t('attention.showAll', { kind: t(`attention.kind.${kind}`) })}`}
                >
                  {badge}
                </Link>
              ) : (
                badge
              )}
            </span>
          )
        })}
      </Group>
      <Stack component="ul" gap={0} p={0} m={0} style={{ listStyle: 'none' }}>
        {data.items.map((item) => (
          <Row
            key={`${item.kind}-${item.locationId}-${item.refId}-${item.customerId}`}
            item={item}
            role={role}
          />
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
