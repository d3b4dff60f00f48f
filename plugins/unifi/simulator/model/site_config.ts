/**
 * The configuration part of a generated site: networks, port profiles and WLANs, as the controller's
 * rest/networkconf, rest/portconf and rest/wlanconf return them.
 */
import { hash32, mongoId } from './ids.js'

export interface SiteConfig {
  networks: Array<Record<string, any>>
  portconfs: Array<Record<string, any>>
  wlans: Array<Record<string, any>>
  ids: {
    corporate: string
    guest: string
    tenant: string
    wan: string
    all: string
    disabled: string
  }
  usergroupId: string
  wlangroupId: string
  apGroupId: string
}

function passphrase(seed: number, siteIndex: number, tag: string): string {
  const words = [
    'zonnig',
    'terras',
    'koffie',
    'haven',
    'molen',
    'fiets',
    'tulp',
    'gracht',
    'kaas',
    'drop',
  ]
  const h = hash32(seed, siteIndex, tag)
  return `${words[h % words.length]}-${words[(h >>> 8) % words.length]}-${1000 + (h % 9000)}`
}

export function generateSiteConfig(seed: number, siteIndex: number, siteId: string): SiteConfig {
  const id = (tag: string) => mongoId(seed, siteIndex, tag)
  const ids = {
    corporate: id('net-corporate'),
    guest: id('net-guest'),
    tenant: id('net-tenant'),
    wan: id('net-wan'),
    all: id('portconf-all'),
    disabled: id('portconf-disabled'),
  }
  const usergroupId = id('usergroup-default')
  const wlangroupId = id('wlangroup-default')
  const apGroupId = id('apgroup-all')
  const lan = (
    name: string,
    _id: string,
    subnet: string,
    vlan: number | null,
    purpose: string
  ) => ({
    _id,
    name,
    purpose,
    site_id: siteId,
    ip_subnet: subnet,
    networkgroup: 'LAN',
    vlan_enabled: vlan !== null,
    ...(vlan !== null ? { vlan } : {}),
    dhcpd_enabled: true,
    dhcpd_start: subnet.replace(/\.1\/24$/, '.6'),
    dhcpd_stop: subnet.replace(/\.1\/24$/, '.254'),
    dhcpd_leasetime: 86400,
    domain_name: purpose === 'guest' ? '' : 'localdomain',
    enabled: true,
    is_nat: true,
    igmp_snooping: false,
  })
  const networks = [
    {
      ...lan('Default', ids.corporate, '192.168.1.1/24', null, 'corporate'),
      attr_no_delete: true,
      attr_hidden_id: 'LAN',
    },
    lan('Gasten', ids.guest, '192.168.2.1/24', 20, 'guest'),
    lan('Huurder VLAN 30', ids.tenant, '10.30.0.1/24', 30, 'corporate'),
    {
      _id: ids.wan,
      name: 'Internet 1',
      purpose: 'wan',
      site_id: siteId,
      wan_networkgroup: 'WAN',
      wan_type: 'dhcp',
      wan_ip: `84.${hash32(seed, siteIndex, 'wan') % 200}.${(hash32(seed, siteIndex, 'wan2') % 250) + 1}.${(siteIndex % 250) + 2}`,
      enabled: true,
      attr_no_delete: true,
      attr_hidden_id: 'WAN',
    },
  ]
  const profile = (
    _id: string,
    name: string,
    forward: string,
    native: string | null,
    extra = {}
  ) => ({
    _id,
    name,
    site_id: siteId,
    forward,
    ...(native ? { native_networkconf_id: native } : {}),
    poe_mode: forward === 'disabled' ? 'off' : 'auto',
    ...extra,
  })
  const portconfs = [
    profile(ids.all, 'All', 'all', ids.corporate, { attr_no_delete: true, attr_hidden_id: 'All' }),
    profile(ids.disabled, 'Disabled', 'disabled', null, {
      attr_no_delete: true,
      attr_hidden_id: 'Disabled',
    }),
    profile(id('portconf-guest'), 'Gasten (VLAN 20)', 'native', ids.guest),
    profile(id('portconf-tenant'), 'Huurder (VLAN 30)', 'native', ids.tenant),
  ]
  const wlanBase = {
    site_id: siteId,
    enabled: true,
    hide_ssid: false,
    usergroup_id: usergroupId,
    wlangroup_id: wlangroupId,
    ap_group_ids: [apGroupId],
    wlan_band: 'both',
    mac_filter_enabled: false,
    mac_filter_policy: 'allow',
    mac_filter_list: [] as string[],
    schedule: [] as string[],
    schedule_enabled: false,
    pmf_mode: 'disabled',
    private_preshared_keys_enabled: false,
    private_preshared_keys: [] as Array<Record<string, string>>,
  }
  const wlans = [
    {
      ...wlanBase,
      _id: id('wlan-private'),
      name: 'Personeel',
      security: 'wpapsk',
      wpa_mode: 'wpa2',
      wpa_enc: 'ccmp',
      x_passphrase: passphrase(seed, siteIndex, 'private'),
      is_guest: false,
      networkconf_id: ids.corporate,
    },
    {
      ...wlanBase,
      _id: id('wlan-guest'),
      name: 'Gasten WiFi',
      security: 'open',
      wpa_mode: 'wpa2',
      wpa_enc: 'ccmp',
      is_guest: true,
      networkconf_id: ids.guest,
    },
    {
      ...wlanBase,
      _id: id('wlan-ppsk'),
      name: 'Huurders',
      security: 'wpapsk',
      wpa_mode: 'wpa2',
      wpa_enc: 'ccmp',
      x_passphrase: passphrase(seed, siteIndex, 'ppsk-default'),
      is_guest: false,
      networkconf_id: ids.corporate,
      private_preshared_keys_enabled: true,
      private_preshared_keys: [
        { password: passphrase(seed, siteIndex, 'ppsk-tenant'), networkconf_id: ids.tenant },
        { password: passphrase(seed, siteIndex, 'ppsk-staff'), networkconf_id: ids.corporate },
      ],
    },
  ]
  return { networks, portconfs, wlans, ids, usergroupId, wlangroupId, apGroupId }
}
