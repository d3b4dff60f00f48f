/**
 * Open API tokens (vendors.md §3.2): client-credentials and refresh grants, `Authorization: AccessToken=<t>` checks
 * with the codes of §3.3 (-44112 expired, -44113 invalid, -44114 spent refresh token), all with HTTP 200.
 */
import { randomBytes } from 'node:crypto'
import { header } from '#core/plugins/simulator_kit/sim_http'
import type { SimulatorFaults } from '#core/plugins/simulator_kit/sim_faults'
import {
  WRONG_CLIENT_CREDENTIALS,
  fail,
  ok,
  type SimRequest,
  type SimResponse,
} from './responses.js'

const REFRESH_TTL_MS = 14 * 86_400_000

export interface TokenConfig {
  clientId: string
  clientSecret: string
  omadacId: string
  ttlSeconds: number
  now(): number
}

export class Tokens {
  readonly #access = new Map<string, number>()
  readonly #refresh = new Map<string, { expiresAt: number; spent: boolean }>()

  constructor(
    private config: TokenConfig,
    private faults: SimulatorFaults
  ) {}

  /** `POST /openapi/authorize/token?grant_type=…`. */
  grant(request: SimRequest): SimResponse {
    if (this.faults.takeThrottle())
      return {
        status: 429,
        headers: { 'retry-after': '30' },
        body: { errorCode: -1, msg: 'Too many requests.' },
      }
    const body = request.body && typeof request.body === 'object' ? request.body : {}
    const param = (name: string) =>
      request.query.get(name) ?? (typeof body[name] === 'string' ? body[name] : undefined)
    const grantType = request.query.get('grant_type')
    if (grantType === 'client_credentials') {
      if (body.omadacId !== undefined && body.omadacId !== this.config.omadacId)
        return fail(-7131, 'The controller ID does not exist.')
      if (
        this.faults.wrongCredentials ||
        param('client_id') !== this.config.clientId ||
        param('client_secret') !== this.config.clientSecret
      ) {
        return fail(WRONG_CLIENT_CREDENTIALS, 'Invalid client credentials (simulated code).')
      }
      return this.#issue()
    }
    if (grantType === 'refresh_token') {
      const refresh = this.#refresh.get(param('refresh_token') ?? '')
      if (!refresh || refresh.spent || refresh.expiresAt <= this.config.now())
        return fail(-44114, 'The refresh token has expired.')
      refresh.spent = true
      return this.#issue()
    }
    return fail(-44111, 'The Grant Type is Invalid.')
  }

  /** Null when the call may go on, else the error envelope. */
  check(request: SimRequest): SimResponse | null {
    const match = /^AccessToken=(.+)$/.exec(header(request, 'authorization') ?? '')
    const expiresAt = match ? this.#access.get(match[1]) : undefined
    if (expiresAt === undefined) return fail(-44113, 'The access token is Invalid.')
    if (expiresAt <= this.config.now())
      return fail(
        -44112,
        'The access token has expired. Please re-initiate the refreshToken process to obtain the access token.'
      )
    return null
  }

  expireAll() {
    for (const token of this.#access.keys()) this.#access.set(token, 0)
  }

  invalidateAll() {
    this.#access.clear()
  }

  spendRefreshTokens() {
    for (const refresh of this.#refresh.values()) refresh.spent = true
  }

  #issue(): SimResponse {
    const accessToken = `AT-${randomBytes(16).toString('hex')}`
    const refreshToken = `RT-${randomBytes(16).toString('hex')}`
    const now = this.config.now()
    this.#access.set(accessToken, now + this.config.ttlSeconds * 1000)
    this.#refresh.set(refreshToken, { expiresAt: now + REFRESH_TTL_MS, spent: false })
    return ok({ accessToken, tokenType: 'bearer', expiresIn: this.config.ttlSeconds, refreshToken })
  }
}
