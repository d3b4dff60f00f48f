import type { PluginDeps, PluginHttpRequest } from '#core/plugins/define_plugin'
import type { ZeroTierSettings } from '../settings.js'
import { pacerFor, type RequestPacer } from './request_pacer.js'
import { listBody, objectBody, recordBody, throwForStatus } from './responses.js'
import type {
  CentralMember,
  CentralMemberChange,
  CentralNetwork,
  CentralStatus,
} from './vendor_types.js'

type Method = PluginHttpRequest['method']

const id = (value: string) => encodeURIComponent(value)
const memberPath = (networkId: string, nodeId: string) =>
  `/network/${id(networkId)}/member/${id(nodeId)}`

/**
 * The Central v1 calls the plugin makes, one method per endpoint of vendors.md §5.3. The token is static (no login,
 * nothing to refresh): a 401 means it was revoked or mistyped, which only a person can fix.
 */
export class CentralApi {
  readonly #authorization: string
  readonly #pacer: RequestPacer

  constructor(
    private settings: ZeroTierSettings,
    private deps: PluginDeps
  ) {
    this.#authorization = `${settings.authScheme} ${settings.token}`
    this.#pacer = pacerFor(settings.url, settings.token)
  }

  async status(): Promise<CentralStatus> {
    return recordBody<CentralStatus>(await this.#send('GET', '/status'), 'GET /status')
  }

  async networks(): Promise<CentralNetwork[]> {
    return listBody<CentralNetwork>(await this.#send('GET', '/network'), 'GET /network', 'id')
  }

  async network(networkId: string): Promise<CentralNetwork> {
    const path = `/network/${id(networkId)}`
    return objectBody<CentralNetwork>(await this.#send('GET', path), `GET ${path}`, 'id')
  }

  /** The whole list in one answer: Central does not paginate members. */
  async members(networkId: string): Promise<CentralMember[]> {
    const path = `/network/${id(networkId)}/member`
    return listBody<CentralMember>(await this.#send('GET', path), `GET ${path}`, 'nodeId')
  }

  async member(networkId: string, nodeId: string): Promise<CentralMember> {
    const path = memberPath(networkId, nodeId)
    return objectBody<CentralMember>(await this.#send('GET', path), `GET ${path}`, 'nodeId')
  }

  /** Central deep-merges the partial body and answers the updated member. */
  async updateMember(
    networkId: string,
    nodeId: string,
    change: CentralMemberChange
  ): Promise<CentralMember> {
    const path = memberPath(networkId, nodeId)
    return objectBody<CentralMember>(
      await this.#send('POST', path, change),
      `POST ${path}`,
      'nodeId'
    )
  }

  async deleteMember(networkId: string, nodeId: string): Promise<void> {
    await this.#send('DELETE', memberPath(networkId, nodeId))
  }

  async #send(method: Method, path: string, body?: unknown) {
    const response = await this.#pacer.run(() =>
      this.deps.http.request({
        method,
        url: `${this.settings.url}/api/v1${path}`,
        headers: { authorization: this.#authorization },
        body,
      })
    )
    throwForStatus(response, `${method} ${path}`)
    return response
  }
}
