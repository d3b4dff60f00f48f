/**
 * Renders devices as the legacy API's stat/device rows (fields of vendors.md §2.3).
 */
import { bssidFor } from '../model/ids.js'
import { isPortDisabled, poeModeOf, portconfIdOf, type LiveSite } from '../model/live_state.js'
import type { SimDevice, SimSite } from '../model/site_model.js'
import { onlineClients, type ClientRow } from './client_view.js'

const RADIOS = [
  { radio: 'ng', name: 'wifi0' },
  { radio: 'na', name: 'wifi1' },
] as const

function portTable(
  site: SimSite,
  device: SimDevice,
  live: LiveSite,
  clients: ClientRow[],
  now: number
) {
  const children = new Map(
    site.devices.filter((d) => d.uplinkMac === device.mac).map((d) => [d.uplinkPort, d])
  )
  const wiredCount = new Map<number, number>()
  for (const c of clients)
    if (c.sw_mac === device.mac) wiredCount.set(c.sw_port, (wiredCount.get(c.sw_port) ?? 0) + 1)
  return device.ports.map((port) => {
    const attachedDevice = children.get(port.idx)
    const attachedClients = wiredCount.get(port.idx) ?? 0
    const isUplink = device.uplinkPort === null ? port.isWan === true : false
    const toParent =
      device.kind !== 'gateway' && device.kind !== 'ap' && port.idx === device.ports.length
    const disabled = isPortDisabled(site, device, port.idx)
    const downstream = attachedDevice ? live.get(attachedDevice.mac) : undefined
    const linkUp =
      !disabled &&
      (port.isWan === true ||
        toParent ||
        device.kind === 'ap' ||
        attachedClients > 0 ||
        (downstream !== undefined && downstream.state !== 0 && downstream.state !== 5))
    const poeMode = poeModeOf(site, device, port)
    const powering = Boolean(
      attachedDevice?.poweredByPort && poeMode && poeMode !== 'off' && downstream?.state !== 5
    )
    const bytes = Math.floor((now - site.createdAt + 3_600_000) / 1000) * (port.idx * 977 + 1500)
    return {
      port_idx: port.idx,
      name: port.name,
      media: 'GE',
      portconf_id: portconfIdOf(site, device, port.idx),
      port_poe: port.poeCapable,
      ...(port.poeCapable
        ? {
            poe_caps: 7,
            poe_mode: poeMode,
            poe_enable: poeMode !== 'off',
            poe_power: powering ? (5 + ((port.idx * 37) % 80) / 10).toFixed(2) : '0.00',
            poe_voltage: powering ? '53.12' : '0.00',
            poe_class: powering ? 'Class 4' : 'Unknown',
            poe_good: powering,
          }
        : {}),
      up: linkUp,
      enable: !disabled,
      speed: linkUp
        ? attachedDevice || toParent || port.isWan || port.idx % 3 !== 0
          ? port.speed
          : 100
        : 0,
      full_duplex: linkUp,
      is_uplink: isUplink || toParent || (device.kind === 'ap' && port.idx === 1),
      ...(port.isWan ? { network_name: 'wan' } : {}),
      tx_bytes: linkUp ? bytes : 0,
      rx_bytes: linkUp ? Math.floor(bytes * 0.31) : 0,
    }
  })
}

function vapTable(site: SimSite, device: SimDevice, clients: ClientRow[]) {
  const enabled = site.wlans.filter((w) => w.enabled !== false)
  return RADIOS.flatMap((r, radioIndex) =>
    enabled.map((wlan, wlanIndex) => {
      const bssid = bssidFor(device.mac, radioIndex * 16 + wlanIndex + 1)
      return {
        bssid,
        essid: wlan.name,
        id: wlan._id,
        name: `${r.name === 'wifi0' ? 'ra' : 'rai'}${wlanIndex}`,
        radio: r.radio,
        radio_name: r.name,
        channel: device.channels[r.radio],
        is_guest: wlan.is_guest === true,
        up: true,
        usage: 'user',
        num_sta: clients.filter((c) => c.ap_mac === device.mac && c.bssid === bssid).length,
      }
    })
  )
}

export function renderDevice(
  site: SimSite,
  live: LiveSite,
  device: SimDevice,
  clients: ClientRow[],
  now: number
) {
  const state = live.get(device.mac)!
  const online = state.state === 1
  const parent = device.uplinkMac ? site.devices.find((d) => d.mac === device.uplinkMac) : undefined
  const ownClients = clients.filter((c) => (c.is_wired ? c.sw_mac : c.ap_mac) === device.mac)
  return {
    '_id': device.id,
    'mac': device.mac,
    'name': device.name,
    'type': device.type,
    'model': device.model,
    'model_name': device.modelName,
    'version': device.version,
    'upgradable': device.upgradeTo !== null,
    ...(device.upgradeTo ? { upgrade_to_firmware: device.upgradeTo } : {}),
    'serial': device.serial,
    'ip': device.ip,
    'site_id': site._id,
    'adopted': true,
    'state': state.state,
    'uptime': online ? Math.max(0, Math.floor((now - state.bootAt) / 1000)) : 0,
    'last_seen': Math.floor((online ? now : (device.restart?.at ?? now)) / 1000),
    'num_sta': ownClients.length,
    'user-num_sta': ownClients.filter((c) => !c.is_guest).length,
    'guest-num_sta': ownClients.filter((c) => c.is_guest).length,
    'port_table': portTable(site, device, live, online ? clients : [], now),
    'port_overrides': device.portOverrides,
    ...(parent
      ? {
          uplink: {
            uplink_mac: parent.mac,
            uplink_device_name: parent.name,
            uplink_remote_port: device.uplinkPort,
            type: device.uplinkType,
            up: online,
            speed: device.uplinkType === 'wire' ? 1000 : 866,
          },
        }
      : { uplink: { type: 'wire', up: online, name: 'eth' + device.ports.length, speed: 1000 } }),
    ...(device.kind === 'ap'
      ? {
          vap_table: online ? vapTable(site, device, clients) : [],
          radio_table: RADIOS.map((r) => ({
            name: r.name,
            radio: r.radio,
            channel: device.channels[r.radio],
            ht: r.radio === 'ng' ? 20 : 80,
          })),
        }
      : {}),
    ...(device.kind === 'gateway'
      ? {
          wan1: {
            ip: site.networks.find((n) => n.purpose === 'wan')?.wan_ip,
            up: online,
            name: 'wan',
            type: 'dhcp',
          },
        }
      : {}),
  }
}

export function renderDevices(site: SimSite, live: LiveSite, now: number, macs?: string[]) {
  const clients = onlineClients(site, live, now)
  const wanted = macs ? new Set(macs.map((m) => m.toLowerCase())) : null
  return site.devices
    .filter((d) => !wanted || wanted.has(d.mac))
    .map((d) => renderDevice(site, live, d, clients, now))
}

export function renderDeviceBasic(site: SimSite, live: LiveSite) {
  return site.devices.map((d) => ({
    mac: d.mac,
    state: live.get(d.mac)!.state,
    adopted: true,
    disabled: false,
    type: d.type,
    model: d.model,
    name: d.name,
  }))
}
