/**
 * The OAuth2 token endpoint (`POST /api/oauth2/token`, form-encoded, client_credentials and refresh_token) and the
 * check of `Authorization: Bearer` / `?access_token=` on every REST call.
 */
import { randomBytes } from 'node:crypto'
import type { SimulatorFaults } from '#core/plugins/simulator_kit/sim_faults'
import { bearerToken, header, oauthError, type SimRequest, type SimResponse } from './responses.js'

interface Credentials {
  clientId: string
  clientSecret: string
}

export class Tokens {
  readonly #access = new Map<string, number>()
  readonly #refresh = new Set<string>()

  constructor(
    private credentials: Credentials,
    private faults: SimulatorFaults,
    private ttlSeconds: number,
    private now: () => number
  ) {}

  expireAll() {
    this.#access.clear()
  }

  isValid(request: SimRequest): boolean {
    const token = bearerToken(request) ?? request.query.get('access_token') ?? undefined
    const expiresAt = token ? this.#access.get(token) : undefined
    return expiresAt !== undefined && expiresAt > this.now()
  }

  grant(request: SimRequest): SimResponse {
    if (
      !String(header(request, 'content-type') ?? '').startsWith('application/x-www-form-urlencoded')
    ) {
      return oauthError(
        400,
        'invalid_request',
        'The request must be application/x-www-form-urlencoded'
      )
    }
    if (this.faults.takeThrottle()) {
      return {
        ...oauthError(429, 'too_many_requests', 'Too many token requests'),
        headers: { 'retry-after': '30' },
      }
    }
    const form = (request.body ?? {}) as Record<string, string>
    const client = { ...basicCredentials(request), ...pick(form) }
    if (
      this.faults.wrongCredentials ||
      client.clientId !== this.credentials.clientId ||
      client.clientSecret !== this.credentials.clientSecret
    ) {
      return oauthError(401, 'invalid_client', 'Bad client credentials')
    }
    if (form.grant_type === 'client_credentials') return this.#issue()
    if (form.grant_type === 'refresh_token') {
      if (!form.refresh_token || !this.#refresh.delete(form.refresh_token)) {
        return oauthError(400, 'invalid_grant', 'Invalid refresh token')
      }
      return this.#issue()
    }
    return oauthError(
      400,
      'unsupported_grant_type',
      `Unsupported grant type: ${form.grant_type ?? ''}`
    )
  }

  #issue(): SimResponse {
    const accessToken = randomBytes(16).toString('hex')
    const refreshToken = randomBytes(16).toString('hex')
    this.#access.set(accessToken, this.now() + this.ttlSeconds * 1000)
    this.#refresh.add(refreshToken)
    return {
      status: 200,
      body: {
        access_token: accessToken,
        refresh_token: refreshToken,
        expires_in: this.ttlSeconds,
        token_type: 'Bearer',
      },
    }
  }
}

function pick(form: Record<string, string>): Partial<{ clientId: string; clientSecret: string }> {
  const picked: Partial<{ clientId: string; clientSecret: string }> = {}
  if (form.client_id !== undefined) picked.clientId = form.client_id
  if (form.client_secret !== undefined) picked.clientSecret = form.client_secret
  return picked
}

/** Some clients send the credentials as HTTP Basic auth instead of form fields (vendors.md §4.2). */
function basicCredentials(
  request: SimRequest
): Partial<{ clientId: string; clientSecret: string }> {
  const match = /^Basic\s+(.+)$/i.exec(header(request, 'authorization') ?? '')
  if (!match) return {}
  const decoded = Buffer.from(match[1], 'base64').toString('utf8')
  const colon = decoded.indexOf(':')
  if (colon < 0) return {}
  return {
    clientId: decodeURIComponent(decoded.slice(0, colon)),
    clientSecret: decodeURIComponent(decoded.slice(colon + 1)),
  }
}
