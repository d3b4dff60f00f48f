import { Badge, Box, Group, Stack, Tooltip } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { ReadableBadge } from '@/components/readable-badge'
import { NetworkCausesText, useNetworkCauses } from '@/components/network-causes'
import type { Location, LocationStatus, NetworkStatus } from '../api/types'

/** Lifecycle colours: grey before the roll-out, blue along it, green when live. */
export const STATUS_COLORS: Record<LocationStatus, string> = {
  to_deploy: 'gray',
  ready_for_configuration: 'indigo',
  ready_for_installation: 'blue',
  live: 'teal',
  standby: 'yellow',
  archived: 'dark',
}

/** Network colours follow the device-group health of spec §4: online, warning, offline. */
export const NETWORK_COLORS: Record<NetworkStatus, string> = {
  online: 'green',
  warning: 'orange',
  offline: 'red',
  not_configured: 'gray',
  no_devices: 'gray',
  failover: 'grape',
}

export function LocationStatusBadge({ status }: { status: LocationStatus }) {
  const { t } = useTranslation('locations')
  const color = STATUS_COLORS[status] ?? 'gray'
  return (
    // On the light tints even a colour's darkest shade stays below WCAG AA (teal 4.3:1): the tint carries the colour, the text is dark.
    <Badge
      color={color}
      variant="light"
      data-status={status}
      styles={{ label: { color: 'var(--mantine-color-dark-9)' } }}
    >
      {t(`status.${status}`)}
    </Badge>
  )
}

type NetworkCheck = Pick<Location, 'network_warnings' | 'device_noun'>

/** The network state; a warning or offline badge names its causes in its tooltip (the server's, as the dashboard's). */
export function NetworkStatusBadge({
  status,
  check,
}: {
  status: NetworkStatus
  check?: NetworkCheck
}) {
  const { t } = useTranslation('locations')
  const causes = useNetworkCauses(check?.network_warnings, check?.device_noun)
  const badge = (
    <Badge color={NETWORK_COLORS[status] ?? 'gray'} variant="dot" data-network={status}>
      {t(`network.${status}`)}
    </Badge>
  )
  if (causes.length === 0 || status === 'online') return badge
  return (
    <Tooltip
      label={causes.join(' ')}
      multiline
      w={280}
      withArrow
      events={{ hover: true, focus: true, touch: true }}
    >
      <Box
        component="span"
        tabIndex={0}
        display="inline-flex"
        aria-label={`${t(`network.${status}`)}: ${causes.join(' ')}`}
        data-network-causes
      >
        {badge}
      </Box>
    </Tooltip>
  )
}

type PlanCheck = Pick<Location, 'plan_exceeded' | 'devices' | 'plan_max_devices' | 'plan_upgrade'>

/** "Too many devices for its plan", with what to do in its tooltip: the smallest plan that holds the devices. */
export function PlanExceededBadge({ check }: { check: PlanCheck }) {
  const { t } = useTranslation('locations')
  const facts = {
    devices: t('deviceCount', { count: check.devices ?? 0 }),
    max: check.plan_max_devices ?? 0,
  }
  const advice = check.plan_upgrade
    ? t('planExceededAdvice', {
        ...facts,
        plan: check.plan_upgrade.name,
        planMax: t('deviceCount', { count: check.plan_upgrade.max_devices }),
      })
    : t('planExceededNoPlan', facts)
  return (
    <Tooltip
      label={advice}
      multiline
      w={280}
      withArrow
      events={{ hover: true, focus: true, touch: true }}
    >
      {/* Focusable, so the advice shows from the keyboard too. */}
      <Box component="span" tabIndex={0} display="inline-flex">
        <ReadableBadge color="orange" data-status="plan-exceeded">
          {t('planExceeded')}
        </ReadableBadge>
      </Box>
    </Tooltip>
  )
}

export function LocationBadges({
  status,
  network,
  snoozed,
  planCheck,
  networkCheck,
  causesInline = false,
}: {
  status: LocationStatus
  network: NetworkStatus
  snoozed?: boolean
  planCheck?: PlanCheck
  networkCheck?: NetworkCheck
  /** Also write the network causes under the badges (lists, where a tooltip is easy to miss and absent on print). */
  causesInline?: boolean
}) {
  const { t } = useTranslation('locations')
  const badges = (
    <Group gap={6} wrap="nowrap">
      <LocationStatusBadge status={status} />
      {status !== 'archived' && <NetworkStatusBadge status={network} check={networkCheck} />}
      {snoozed && (
        <Badge color="grape" variant="outline">
          {t('snoozed')}
        </Badge>
      )}
      {planCheck?.plan_exceeded && <PlanExceededBadge check={planCheck} />}
    </Group>
  )
  if (
    !causesInline ||
    status === 'archived' ||
    network === 'online' ||
    !networkCheck?.network_warnings?.length
  )
    return badges
  return (
    <Stack gap={2}>
      {badges}
      <NetworkCausesText
        warnings={networkCheck.network_warnings}
        deviceNoun={networkCheck.device_noun}
      />
    </Stack>
  )
}
