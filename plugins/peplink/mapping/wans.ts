import type { DeviceWan } from '#core/plugins/controller_contract'
import type { IcInterface } from '../client/vendor_types.js'

/** Peplink's modems report as "gobi" (the chipset family) as often as "cellular". */
export function wanKind(wan: IcInterface): DeviceWan['kind'] {
  const type = `${wan.virtualType ?? ''} ${wan.type ?? ''}`.toLowerCase()
  if (/gobi|cellular|lte|modem|5g|sim/.test(type)) return 'cellular'
  if (/wifi|wi-fi|wlan/.test(type)) return 'wifi'
  if (/ethernet|sfp|wan|dsl|cable/.test(type)) return 'ethernet'
  return 'other'
}

/** "Standby" is a hot backup whose link is established: up, just not carrying traffic. */
export function wanUp(wan: IcInterface): boolean {
  if (wan.enable === false) return false
  return /^(connected|standby)/i.test(wan.status ?? '')
}

/**
 * The primary links are the enabled WANs of the best (lowest) priority. Without priorities ([U] field), the wired
 * links are primary and cellular ones are the backup, which is how Peplink routers ship.
 */
export function mapWans(interfaces: IcInterface[] | undefined): DeviceWan[] | null {
  if (!interfaces?.length) return null
  const enabled = interfaces.filter((wan) => wan.enable !== false)
  const priorities = enabled
    .map((wan) => wan.priority)
    .filter((p): p is number => typeof p === 'number' && p > 0)
  const best = priorities.length ? Math.min(...priorities) : null
  const isPrimary = (wan: IcInterface) =>
    wan.enable !== false && (best !== null ? wan.priority === best : wanKind(wan) !== 'cellular')
  return interfaces.map((wan) => ({
    id: String(wan.id),
    name: wan.name || `WAN ${wan.id}`,
    kind: wanKind(wan),
    up: wanUp(wan),
    primary: isPrimary(wan),
    ip: wan.ip || null,
  }))
}

/** A primary link is down while a backup carries the site (what core calls failover). */
export function inFailover(wans: DeviceWan[] | null | undefined): boolean {
  if (!wans) return false
  return wans.some((wan) => wan.primary && !wan.up) && wans.some((wan) => !wan.primary && wan.up)
}
