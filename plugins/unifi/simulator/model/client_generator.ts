/**
 * Generates a site's clients (wired on switch ports, wireless on APs spread over the three WLANs), their
 * known-user records, some users seen before but offline now, and the guest authorizations already running.
 */
import { WIRED_KINDS, WIRELESS_KINDS, type ClientKind } from './catalog.js'
import { hash32, macAddress, mongoId, type Random } from './ids.js'
import type { DeviceLayout } from './device_generator.js'
import type { SiteConfig } from './site_config.js'
import type { GuestAuthorization, SimClient, SimUser } from './site_model.js'

const MINUTE = 60_000

export interface GeneratedClients {
  clients: SimClient[]
  users: SimUser[]
  guestAuthorizations: Map<string, GuestAuthorization>
}

export function generateClients(
  rng: Random,
  key: { seed: number; siteIndex: number; siteId: string },
  counts: { wired: number; wireless: number },
  layout: DeviceLayout,
  config: SiteConfig,
  now: number
): GeneratedClients {
  const { seed, siteIndex, siteId } = key
  const nextHost = new Map<string, number>()
  const allocate = (networkId: string, subnet: string) => {
    const next = nextHost.get(networkId) ?? 100
    nextHost.set(networkId, next + 1)
    return subnet.replace(/\.1\/24$/, `.${((next - 6) % 248) + 6}`)
  }
  const subnetOf = (networkId: string) =>
    config.networks.find((n) => n._id === networkId)!.ip_subnet as string
  const user = (n: number, kind: ClientKind, extra: Partial<SimUser>): SimUser => {
    const mac = macAddress(rng.pick(kind.prefixes), seed, siteIndex, 'client', n)
    const hostname = rng.chance(0.85) ? rng.pick(kind.hostnames) : undefined
    const name = kind.aliases && rng.chance(0.5) ? rng.pick(kind.aliases) : undefined
    return {
      _id: mongoId(seed, siteIndex, 'user', n),
      mac,
      oui: kind.oui,
      ...(hostname ? { hostname } : {}),
      ...(name ? { name } : {}),
      is_guest: false,
      is_wired: false,
      first_seen: Math.floor((now - rng.int(1, 300) * 1440 * MINUTE) / 1000),
      last_seen: Math.floor(now / 1000),
      use_fixedip: false,
      usergroup_id: config.usergroupId,
      blocked: false,
      site_id: siteId,
      ...extra,
    }
  }

  const clients: SimClient[] = []
  const users: SimUser[] = []
  const authorizations = new Map<string, GuestAuthorization>()
  let n = 0
  for (let i = 0; i < counts.wired && layout.freePorts.length > 0; i++, n++) {
    const slot = i < layout.freePorts.length ? layout.freePorts[i] : rng.pick(layout.freePorts)
    const kind = rng.pick(WIRED_KINDS)
    const u = user(n, kind, { is_wired: true, network_id: config.ids.corporate })
    let ip = allocate(config.ids.corporate, '192.168.1.1/24')
    if (kind.aliases && rng.chance(0.4)) {
      ip = `192.168.1.${30 + (n % 60)}`
      Object.assign(u, { use_fixedip: true, fixed_ip: ip })
    }
    users.push(u)
    clients.push({
      user: u,
      wired: true,
      deviceMac: slot.device.mac,
      swPort: slot.port,
      networkId: config.ids.corporate,
      ip,
      assocAt: now - rng.int(5, 3 * 1440) * MINUTE,
      rate: rng.int(2_000, 400_000),
      kickedUntil: 0,
      forgotten: false,
      phase: hash32(u.mac),
    })
  }

  const aps = layout.devices.filter((d) => d.kind === 'ap')
  const [privateWlan, guestWlan, ppskWlan] = config.wlans
  for (let i = 0; i < counts.wireless && aps.length > 0; i++, n++) {
    const roll = rng.next()
    const wlan = roll < 0.45 ? privateWlan : roll < 0.8 ? guestWlan : ppskWlan
    const networkId =
      wlan === guestWlan
        ? config.ids.guest
        : wlan === ppskWlan && rng.chance(0.7)
          ? config.ids.tenant
          : config.ids.corporate
    const u = user(n, rng.pick(WIRELESS_KINDS), { is_guest: wlan === guestWlan })
    users.push(u)
    const ap = aps[i % aps.length]
    const assocAt = now - rng.int(1, 8 * 60) * MINUTE
    clients.push({
      user: u,
      wired: false,
      deviceMac: ap.mac,
      wlanId: wlan._id,
      radio: rng.chance(0.7) ? 'na' : 'ng',
      signalBase: rng.int(-88, -42),
      noise: rng.int(-101, -92),
      networkId,
      ip: allocate(networkId, subnetOf(networkId)),
      assocAt,
      rate: rng.int(500, 250_000),
      kickedUntil: 0,
      forgotten: false,
      phase: hash32(u.mac),
    })
    if (u.is_guest && rng.chance(0.7)) {
      const start = assocAt + rng.int(1, 5) * MINUTE
      authorizations.set(u.mac, { mac: u.mac, start, end: start + 8 * 60 * MINUTE, apMac: ap.mac })
    }
  }

  const historic = Math.max(2, Math.round((counts.wired + counts.wireless) / 5))
  for (let i = 0; i < historic; i++, n++) {
    const kind = rng.pick(WIRELESS_KINDS)
    users.push(
      user(n, kind, {
        is_guest: rng.chance(0.5),
        last_seen: Math.floor(now / 1000) - rng.int(3600, 30 * 86400),
      })
    )
  }
  return { clients, users, guestAuthorizations: authorizations }
}
