import { ControllerUnexpectedError } from '#core/plugins/plugin_errors'
import type { OmadaSession, Query } from './session.js'
import type {
  OmadaClient,
  OmadaDevice,
  OmadaGrid,
  OmadaLanNetwork,
  OmadaLanProfile,
  OmadaPpskKey,
  OmadaPpskProfile,
  OmadaReservation,
  OmadaSite,
  OmadaSsid,
  OmadaSwitchDetailPort,
  OmadaSwitchPort,
  OmadaWanStatus,
  OmadaWlanGroup,
} from './vendor_types.js'

/** Rows asked per page of a grid; the controller's maximum is not documented ([U]), 100 is well inside what clients use. */
export const PAGE_SIZE = 100
/** A bound against a controller that keeps reporting more rows than it returns. */
const MAX_PAGES = 1000

const seg = (value: string) => encodeURIComponent(value)
const site = (siteId: string) => `/sites/${seg(siteId)}`

/** The Open API calls the plugin makes, one method per endpoint of vendors.md §3.4. MACs go in as `AA-BB-CC-DD-EE-FF`. */
export class OmadaApi {
  readonly #inFlight = new Map<string, Promise<unknown>>()

  constructor(readonly session: OmadaSession) {}

  /**
   * Concurrent reads of one list share a single request. A sync reads a site's LAN networks for its clients, WLANs and
   * subnets at the same moment: three identical requests out of fourteen per site. Only reads already under way are
   * shared, so nothing is ever served stale.
   */
  #shared<T>(key: string, read: () => Promise<T>): Promise<T> {
    const pending = this.#inFlight.get(key)
    if (pending) return pending as Promise<T>
    const started = read().finally(() => this.#inFlight.delete(key))
    this.#inFlight.set(key, started)
    return started
  }

  /** Every row of a grid endpoint: `page`/`pageSize` are required, and a site may hold more rows than one page. */
  async grid<T>(path: string, query: Query = {}): Promise<T[]> {
    const rows: T[] = []
    for (let page = 1; page <= MAX_PAGES; page++) {
      const result = await this.session.call<OmadaGrid<T>>('GET', path, {
        query: { ...query, page, pageSize: PAGE_SIZE },
      })
      if (!result || !Array.isArray(result.data))
        throw new ControllerUnexpectedError(
          `no data list in the answer to GET ${path}`,
          JSON.stringify(result)?.slice(0, 200)
        )
      rows.push(...result.data)
      const total = typeof result.totalRows === 'number' ? result.totalRows : rows.length
      if (result.data.length === 0 || rows.length >= total) return rows
    }
    throw new ControllerUnexpectedError(`GET ${path} never ended`, `more than ${MAX_PAGES} pages`)
  }

  async list<T>(path: string): Promise<T[]> {
    const result = await this.session.call<T[]>('GET', path)
    if (!Array.isArray(result))
      throw new ControllerUnexpectedError(
        `no list in the answer to GET ${path}`,
        JSON.stringify(result)?.slice(0, 200)
      )
    return result
  }

  sites() {
    return this.grid<OmadaSite>('/sites')
  }

  devices(siteId: string) {
    return this.grid<OmadaDevice>(`${site(siteId)}/devices`)
  }

  switchPorts(siteId: string) {
    return this.grid<OmadaSwitchPort>(`${site(siteId)}/switches/ports/overview`)
  }

  switchDetail(siteId: string, mac: string) {
    return this.session.call<{ portList?: OmadaSwitchDetailPort[] }>(
      'GET',
      `${site(siteId)}/switches/${seg(mac)}`
    )
  }

  wanStatus(siteId: string, gatewayMac: string) {
    return this.list<OmadaWanStatus>(`${site(siteId)}/gateways/${seg(gatewayMac)}/wan-status`)
  }

  clients(siteId: string) {
    return this.grid<OmadaClient>(`${site(siteId)}/clients`)
  }

  lanNetworks(siteId: string): Promise<OmadaLanNetwork[]> {
    return this.#shared(`lan-networks ${siteId}`, () =>
      this.grid<OmadaLanNetwork>(`${site(siteId)}/lan-networks`)
    )
  }

  lanProfiles(siteId: string) {
    return this.grid<OmadaLanProfile>(`${site(siteId)}/lan-profiles`)
  }

  reservations(siteId: string) {
    return this.grid<OmadaReservation>(`${site(siteId)}/setting/service/dhcp`)
  }

  createReservation(
    siteId: string,
    body: { mac: string; netId: string; ip: string; status: boolean; description?: string }
  ) {
    return this.session.call('POST', `${site(siteId)}/setting/service/dhcp`, { body })
  }

  updateReservation(
    siteId: string,
    mac: string,
    body: { mac: string; netId: string; ip: string; status: boolean }
  ) {
    return this.session.call('PATCH', `${site(siteId)}/setting/service/dhcp/${seg(mac)}`, { body })
  }

  deleteReservation(siteId: string, mac: string) {
    return this.session.call('DELETE', `${site(siteId)}/setting/service/dhcp/${seg(mac)}`)
  }

  wlanGroups(siteId: string) {
    return this.list<OmadaWlanGroup>(`${site(siteId)}/wireless-network/wlans`)
  }

  ssids(siteId: string, wlanId: string) {
    return this.grid<OmadaSsid>(`${site(siteId)}/wireless-network/wlans/${seg(wlanId)}/ssids`)
  }

  ssid(siteId: string, wlanId: string, ssidId: string) {
    return this.session.call<OmadaSsid>(
      'GET',
      `${site(siteId)}/wireless-network/wlans/${seg(wlanId)}/ssids/${seg(ssidId)}`
    )
  }

  updateSsid(siteId: string, wlanId: string, ssidId: string, body: Record<string, unknown>) {
    const path = `${site(siteId)}/wireless-network/wlans/${seg(wlanId)}/ssids/${seg(ssidId)}/update-basic-config`
    return this.session.call('PATCH', path, { body })
  }

  ppskProfiles(siteId: string) {
    return this.list<OmadaPpskProfile>(`${site(siteId)}/ppsk-profiles`)
  }

  ppskProfile(siteId: string, profileId: string) {
    return this.session.call<OmadaPpskProfile>(
      'GET',
      `${site(siteId)}/ppsk-profile/${seg(profileId)}`
    )
  }

  createPpskProfile(siteId: string, profileName: string, ppsk: OmadaPpskKey[]) {
    return this.session.call('POST', `${site(siteId)}/ppsk-profile`, {
      body: { profileName, ppsk },
    })
  }

  addPpskKeys(siteId: string, profileId: string, ppskList: OmadaPpskKey[]) {
    return this.session.call('POST', `${site(siteId)}/ppsk-profile/${seg(profileId)}/add-psk`, {
      body: { ppskList },
    })
  }

  removePpskKeys(siteId: string, profileId: string, ppskNameList: string[]) {
    return this.session.call('POST', `${site(siteId)}/ppsk-profile/${seg(profileId)}/delete-psk`, {
      body: { ppskNameList },
    })
  }

  reboot(siteId: string, mac: string) {
    return this.session.call('POST', `${site(siteId)}/devices/${seg(mac)}/reboot`)
  }

  poeRecovery(siteId: string, switchMac: string, ports: number[]) {
    return this.session.call(
      'POST',
      `${site(siteId)}/switches/${seg(switchMac)}/multi-ports/poe-recovery`,
      { body: { ports } }
    )
  }

  setPoeMode(siteId: string, switchMac: string, port: number, poeMode: 0 | 1) {
    return this.session.call(
      'PUT',
      `${site(siteId)}/switches/${seg(switchMac)}/ports/${port}/poe-mode`,
      { body: { poeMode } }
    )
  }

  setProfileOverride(
    siteId: string,
    switchMac: string,
    port: number,
    profileOverrideEnable: boolean
  ) {
    const path = `${site(siteId)}/switches/${seg(switchMac)}/ports/${port}/profile-override`
    return this.session.call('PUT', path, { body: { profileOverrideEnable } })
  }

  setPortProfile(siteId: string, switchMac: string, port: number, profileId: string) {
    return this.session.call(
      'PUT',
      `${site(siteId)}/switches/${seg(switchMac)}/ports/${port}/profile`,
      { body: { profileId } }
    )
  }

  authorizeClient(siteId: string, clientMac: string) {
    return this.session.call('POST', `${site(siteId)}/hotspot/clients/${seg(clientMac)}/auth`)
  }

  unauthorizeClient(siteId: string, clientMac: string) {
    return this.session.call('POST', `${site(siteId)}/hotspot/clients/${seg(clientMac)}/unauth`)
  }
}
