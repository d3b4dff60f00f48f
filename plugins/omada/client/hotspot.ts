import type { PluginHttp } from '#core/plugins/define_plugin'
import { ControllerAuthError, ControllerUnexpectedError } from '#core/plugins/plugin_errors'
import type { OmadaSettings, PortalTimeUnit } from '../settings.js'
import { readEnvelope, resultOf, snippet } from './envelope.js'

/** 5.11+ names the session cookie TPOMADA_SESSIONID, older 5.x TPEAP_SESSIONID (vendors.md §3.5). */
const SESSION_COOKIES = ['TPOMADA_SESSIONID', 'TPEAP_SESSIONID']

export interface HotspotSession {
  csrfToken: string
  cookie: string
}

/** Where the guest is: an AP (wireless) or a gateway VLAN (wired portal), as the controller's redirect names it. */
export type PortalPlace =
  { apMac: string; ssidName: string; radioId: number } | { gatewayMac: string; vid: number }

export interface ExternalPortalAuthorization {
  clientMac: string
  site: string
  minutes: number
  place: PortalPlace
  clientIp?: string
}

/** `time` is a duration (vendors.md §6.2): its unit is the plugin setting, because controllers disagree with the FAQ. */
export function portalTime(minutes: number, unit: PortalTimeUnit): number {
  return minutes * 60 * (unit === 'microseconds' ? 1_000_000 : 1000)
}

/** The external-portal API (not the Open API): a hotspot operator's login, `{controllerId}` = the Open API omadacId ([U]). */
export class HotspotClient {
  constructor(
    private http: PluginHttp,
    private settings: OmadaSettings,
    private controllerId: string
  ) {}

  async login(): Promise<HotspotSession> {
    const operator = this.settings.hotspotOperator
    if (!operator) throw new ControllerAuthError('no hotspot operator is configured', null)
    const response = await this.http.request({
      method: 'POST',
      url: `${this.#base()}/login`,
      body: { name: operator.name, password: operator.password },
    })
    const envelope = readEnvelope<{ token?: string }>(response, 'hotspot login')
    if (envelope.errorCode !== 0) {
      throw new ControllerAuthError(
        'the controller refused the hotspot operator',
        `errorCode ${envelope.errorCode} (${envelope.msg ?? ''})`
      )
    }
    const csrfToken = envelope.result?.token
    const cookie = sessionCookie(response.setCookies)
    if (!csrfToken || !cookie)
      throw new ControllerUnexpectedError(
        'hotspot login gave no token or session cookie',
        snippet(response)
      )
    return { csrfToken, cookie }
  }

  async authorize(
    session: HotspotSession,
    authorization: ExternalPortalAuthorization
  ): Promise<void> {
    const response = await this.http.request({
      method: 'POST',
      url: `${this.#base()}/extPortal/auth`,
      headers: { 'csrf-token': session.csrfToken, 'cookie': session.cookie },
      body: {
        clientMac: authorization.clientMac,
        ...authorization.place,
        site: authorization.site,
        time: portalTime(authorization.minutes, this.settings.portalTimeUnit),
        authType: 4,
        ...(authorization.clientIp ? { clientIp: authorization.clientIp } : {}),
      },
    })
    resultOf(readEnvelope(response, 'extPortal/auth'), 'extPortal/auth')
  }

  #base() {
    return `${this.settings.url}/${encodeURIComponent(this.controllerId)}/api/v2/hotspot`
  }
}

function sessionCookie(setCookies: string[]): string | null {
  for (const cookie of setCookies) {
    const [pair] = cookie.split(';', 1)
    const name = pair.slice(0, pair.indexOf('=')).trim()
    if (SESSION_COOKIES.includes(name) && pair.slice(pair.indexOf('=') + 1).trim())
      return pair.trim()
  }
  return null
}
