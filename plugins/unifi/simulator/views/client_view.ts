/**
 * Renders connected clients (stat/sta rows) and known users (rest/user rows). A client is listed only while the
 * device it hangs off is connected, its port or WLAN is enabled, and it is not kicked, blocked or forgotten.
 */
import { bssidFor } from '../model/ids.js'
import { isPortDisabled, type LiveSite } from '../model/live_state.js'
import type { SimClient, SimSite, SimUser } from '../model/site_model.js'

export type ClientRow = Record<string, any>

export function renderUser(site: SimSite, user: SimUser) {
  const { _id, ...rest } = user
  return { _id, ...rest, site_id: site._id, noted: Boolean(user.name || user.note) }
}

export function isGuestAuthorized(site: SimSite, mac: string, now: number) {
  const auth = site.guestAuthorizations.get(mac)
  return auth !== undefined && auth.end > now
}

interface RenderScope {
  site: SimSite
  live: LiveSite
  now: number
  networks: Map<string, Record<string, any>>
  enabledWlans: Array<Record<string, any>>
  bssid(apMac: string, offset: number): string
}

function renderClient(scope: RenderScope, client: SimClient): ClientRow | null {
  const { site, live, now } = scope
  const { user } = client
  if (client.forgotten || user.blocked || now < client.kickedUntil) return null
  const host = live.get(client.deviceMac)
  if (!host || host.state !== 1) return null
  const network = scope.networks.get(client.networkId)
  const since = Math.max(client.assocAt, host.reachableSince, client.kickedUntil)
  const uptime = Math.max(0, Math.floor((now - since) / 1000))
  const traffic = uptime * client.rate
  const base: ClientRow = {
    _id: user._id,
    user_id: user._id,
    site_id: site._id,
    mac: user.mac,
    oui: user.oui,
    ...(user.hostname ? { hostname: user.hostname } : {}),
    ...(user.name ? { name: user.name } : {}),
    ip: client.ip,
    is_wired: client.wired,
    is_guest: user.is_guest,
    authorized: user.is_guest ? isGuestAuthorized(site, user.mac, now) : true,
    blocked: user.blocked,
    network: network?.name,
    network_id: client.networkId,
    ...(network?.vlan ? { vlan: network.vlan } : {}),
    use_fixedip: user.use_fixedip,
    ...(user.use_fixedip ? { fixed_ip: user.fixed_ip } : {}),
    usergroup_id: user.usergroup_id,
    first_seen: user.first_seen,
    last_seen: Math.floor(now / 1000),
    assoc_time: Math.floor(since / 1000),
    latest_assoc_time: Math.floor(since / 1000),
    uptime,
    tx_bytes: traffic,
    rx_bytes: Math.floor(traffic * 0.18),
    satisfaction: 100 - (client.phase % 12),
  }
  if (client.wired) {
    if (isPortDisabled(site, host.device, client.swPort!)) return null
    base.sw_mac = client.deviceMac
    base.sw_port = client.swPort
    base.sw_depth = 1
    base.wired_rate_mbps = 1000
    return base
  }
  const enabled = scope.enabledWlans
  const wlanIndex = enabled.findIndex((w) => w._id === client.wlanId)
  if (wlanIndex < 0) return null
  const radioIndex = client.radio === 'ng' ? 0 : 1
  const jitter = Math.round(2 * Math.sin(now / 60_000 + (client.phase % 100)))
  const signal = Math.max(-95, Math.min(-30, client.signalBase! + jitter))
  base.essid = enabled[wlanIndex].name
  base.ap_mac = client.deviceMac
  base.bssid = scope.bssid(client.deviceMac, radioIndex * 16 + wlanIndex + 1)
  base.channel = host.device.channels[client.radio!]
  base.radio = client.radio
  base.radio_name = radioIndex === 0 ? 'wifi0' : 'wifi1'
  base.radio_proto = client.radio === 'ng' ? 'ng' : 'ax'
  base.signal = signal
  base.rssi = signal - client.noise!
  base.noise = client.noise
  base.tx_rate = client.radio === 'ng' ? 144_000 : 866_700
  base.rx_rate = client.radio === 'ng' ? 130_000 : 780_000
  return base
}

export function onlineClients(site: SimSite, live: LiveSite, now: number): ClientRow[] {
  const rows: ClientRow[] = []
  const bssids = new Map<string, string>()
  const scope: RenderScope = {
    site,
    live,
    now,
    networks: new Map(site.networks.map((n) => [n._id as string, n])),
    enabledWlans: site.wlans.filter((w) => w.enabled !== false),
    bssid(apMac, offset) {
      const key = `${apMac}/${offset}`
      let value = bssids.get(key)
      if (value === undefined) bssids.set(key, (value = bssidFor(apMac, offset)))
      return value
    },
  }
  for (const client of site.clients) {
    const row = renderClient(scope, client)
    if (row) rows.push(row)
  }
  return rows
}
