import type { DeviceState, NetworkDevice } from '#core/plugins/controller_contract'
import type { NetworkStatus } from '#core/locations/location_states'

/**
 * A bound location's network status (spec §4) from its devices: online when all are online, warning when some
 * are not, offline when none is (or the controller cannot be reached), no_devices when the site has none.
 */
export function deriveNetworkStatus(
  states: DeviceState[],
  controllerReachable = true
): NetworkStatus {
  if (!controllerReachable) return 'offline'
  if (states.length === 0) return 'no_devices'
  const online = states.filter((state) => state === 'online').length
  if (online === states.length) return 'online'
  return online === 0 ? 'offline' : 'warning'
}

/** While failover is active only these keep their connection (spec §4): the venue's cellular link is for the essentials. */
export const FAILOVER_SERVICES = ['point_of_sale', 'payments', 'music'] as const
export type FailoverService = (typeof FAILOVER_SERVICES)[number]

/** Failover (spec §4): an online device reports its primary WAN down while a cellular WAN is up and carries the traffic. */
export function runsOnFailover(device: Pick<NetworkDevice, 'state' | 'wans'>) {
  const wans = device.wans ?? []
  return (
    device.state === 'online' &&
    wans.some((wan) => wan.primary && !wan.up) &&
    wans.some((wan) => !wan.primary && wan.kind === 'cellular' && wan.up)
  )
}

/** A synced site's network status: failover active wins over online and warning (the venue is up, but restricted). */
export function siteNetworkStatus(
  devices: Array<Pick<NetworkDevice, 'state' | 'wans'>>
): NetworkStatus {
  const status = deriveNetworkStatus(devices.map((device) => device.state))
  if ((status === 'online' || status === 'warning') && devices.some(runsOnFailover))
    return 'failover'
  return status
}

/** Device group health (spec §4): all online, partial (warning), none online. */
export function groupHealth(onlineFlags: boolean[]): 'online' | 'warning' | 'offline' {
  const online = onlineFlags.filter(Boolean).length
  if (onlineFlags.length > 0 && online === onlineFlags.length) return 'online'
  return online === 0 ? 'offline' : 'warning'
}

/** A client count is recorded in the history when it moved by this much, or an hour after the last record. */
export function clientCountWorthRecording(
  previous: number | null,
  current: number,
  recordedAt: Date | null,
  now = new Date()
) {
  if (previous === null || recordedAt === null) return true
  if (now.getTime() - recordedAt.getTime() >= 3_600_000) return true
  return Math.abs(current - previous) >= Math.max(5, Math.ceil(previous * 0.2))
}

/** Why a venue is not simply online: each cause with the number of devices it concerns (0 for the controller). */
export const NETWORK_WARNING_CAUSES = [
  'controller_unreachable',
  'controller_needs_credentials',
  'offline',
  'pending',
  'rebooting',
  'upgrading',
  'unknown',
] as const
export type NetworkWarningCause = (typeof NETWORK_WARNING_CAUSES)[number]
export interface NetworkWarning {
  cause: NetworkWarningCause
  count: number
}

const DEVICE_CAUSES = ['offline', 'pending', 'rebooting', 'upgrading', 'unknown'] as const

/**
 * The causes behind a warning or offline status, so that the badge never stands alone: the controller out of reach,
 * then the devices that are not online by state (a ZeroTier member waiting for authorization is `pending`).
 */
export function networkWarnings(
  controllerStatus: string | null,
  notOnline: Record<(typeof DEVICE_CAUSES)[number], number>
): NetworkWarning[] {
  const warnings: NetworkWarning[] = []
  if (controllerStatus === 'needs_credentials')
    warnings.push({ cause: 'controller_needs_credentials', count: 0 })
  else if (controllerStatus === 'unavailable' || controllerStatus === 'failed')
    warnings.push({ cause: 'controller_unreachable', count: 0 })
  for (const cause of DEVICE_CAUSES)
    if (notOnline[cause] > 0) warnings.push({ cause, count: notOnline[cause] })
  return warnings
}
