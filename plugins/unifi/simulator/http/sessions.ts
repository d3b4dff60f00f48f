/**
 * Login, logout and session checks for both flavours (vendors.md §2.2).
 * Classic: cookie `unifises`. UniFi OS: cookie `TOKEN` holding an HS256 JWT whose payload carries `csrfToken`,
 * also sent as the `x-csrf-token` response header; every non-GET must echo it.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import type { UnifiSimulatorFaults } from '../faults.js'
import type { UnifiFlavour } from '../simulator_api.js'
import {
  header,
  legacyError,
  loginRequired,
  ok,
  osError,
  type SimRequest,
  type SimResponse,
} from './responses.js'

interface Session {
  csrf: string
  expiresAt: number
}

/** Session lifetimes are our choice ([U]): 30 days with rememberMe, else 2 hours. */
const REMEMBERED_MS = 30 * 86_400_000
const DEFAULT_MS = 2 * 3_600_000

const base64url = (value: Buffer | string) => Buffer.from(value).toString('base64url')

export type AuthResult = { ok: true; csrf?: string } | { ok: false; response: SimResponse }

export class Sessions {
  readonly #sessions = new Map<string, Session>()
  readonly #secret = randomBytes(32)
  readonly #userId = randomBytes(12).toString('hex')

  constructor(
    private readonly flavour: UnifiFlavour,
    private readonly credentials: { username: string; password: string },
    private readonly faults: UnifiSimulatorFaults,
    private readonly secure: boolean,
    private readonly clock: () => number = Date.now
  ) {}

  expireAll() {
    this.#sessions.clear()
  }

  get size() {
    return this.#sessions.size
  }

  #cookie(name: string, value: string, maxAgeMs: number | null) {
    const parts = [`${name}=${value}`, 'Path=/', 'HttpOnly']
    if (this.secure) parts.push('Secure', 'SameSite=None')
    if (maxAgeMs !== null) parts.push(`Max-Age=${Math.floor(maxAgeMs / 1000)}`)
    return parts.join('; ')
  }

  #credentialsMatch(body: any) {
    if (this.faults.wrongCredentials || !body || typeof body !== 'object') return false
    return (
      body.username === this.credentials.username && body.password === this.credentials.password
    )
  }

  login(request: SimRequest): SimResponse {
    const body = request.body
    if (this.flavour === 'unifi-os' && this.faults.takeThrottle()) {
      return osError(
        429,
        'AUTHENTICATION_FAILED_LIMIT_REACHED',
        'Too many failed login attempts. Try again later.'
      )
    }
    if (!this.#credentialsMatch(body)) {
      return this.flavour === 'classic'
        ? legacyError(400, 'api.err.Invalid')
        : osError(401, 'AUTHENTICATION_FAILED_INVALID_CREDENTIALS', 'Invalid username or password') // [U] exact shape
    }
    const remembered = body.rememberMe === true || body.remember === true
    const lifetime = remembered ? REMEMBERED_MS : DEFAULT_MS
    const sid = randomBytes(16).toString('hex')
    const csrf = randomBytes(16).toString('hex')
    const expiresAt = this.clock() + lifetime
    this.#sessions.set(sid, { csrf, expiresAt })
    const cookieAge = remembered ? lifetime : null
    if (this.flavour === 'classic') {
      return ok([], {
        'set-cookie': [
          this.#cookie('unifises', sid, cookieAge),
          this.#cookie('csrf_token', csrf, cookieAge),
        ],
      })
    }
    const token = this.#jwt({
      userId: this.#userId,
      passwordRevision: 0,
      isRemembered: remembered,
      csrfToken: csrf,
      jti: sid,
      iat: Math.floor(this.clock() / 1000),
      exp: Math.floor(expiresAt / 1000),
    })
    return {
      status: 200,
      headers: { 'set-cookie': this.#cookie('TOKEN', token, cookieAge), 'x-csrf-token': csrf },
      body: this.osUser(),
    }
  }

  logout(request: SimRequest): SimResponse {
    const sid = this.#sessionId(request)
    if (sid) this.#sessions.delete(sid)
    const name = this.flavour === 'classic' ? 'unifises' : 'TOKEN'
    const cleared = { 'set-cookie': this.#cookie(name, '', 0) }
    return this.flavour === 'classic'
      ? ok([], cleared)
      : { status: 200, headers: cleared, body: {} }
  }

  /** Checks the session (and CSRF on UniFi OS non-GET calls). */
  authenticate(request: SimRequest): AuthResult {
    const sid = this.#sessionId(request)
    const session = sid ? this.#sessions.get(sid) : undefined
    if (!sid || !session || session.expiresAt <= this.clock()) {
      if (sid) this.#sessions.delete(sid)
      return { ok: false, response: loginRequired() }
    }
    if (this.flavour === 'classic') return { ok: true }
    if (
      request.method !== 'GET' &&
      request.method !== 'HEAD' &&
      header(request, 'x-csrf-token') !== session.csrf
    ) {
      // A missing or stale CSRF token: 401 is our choice, the real status is [U].
      return { ok: false, response: { ...loginRequired(), headers: { 'x-sim-reason': 'csrf' } } }
    }
    return { ok: true, csrf: session.csrf }
  }

  osUser() {
    return {
      unique_id: this.#userId,
      username: this.credentials.username,
      first_name: 'Site',
      last_name: 'Admin',
      full_name: 'Site Admin',
      email: `${this.credentials.username}@example.invalid`,
      local_account_exist: true,
      isOwner: true,
      isSuperAdmin: true,
      status: 'ACTIVE',
    }
  }

  #sessionId(request: SimRequest): string | null {
    if (this.flavour === 'classic') return request.cookies.unifises || null
    const token = request.cookies.TOKEN
    if (!token) return null
    const payload = this.#verify(token)
    return typeof payload?.jti === 'string' ? payload.jti : null
  }

  #jwt(payload: Record<string, unknown>) {
    const head = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))
    const body = base64url(JSON.stringify(payload))
    const signature = createHmac('sha256', this.#secret)
      .update(`${head}.${body}`)
      .digest('base64url')
    return `${head}.${body}.${signature}`
  }

  #verify(token: string): Record<string, any> | null {
    const [head, body, signature] = token.split('.')
    if (!head || !body || !signature) return null
    const expected = Buffer.from(
      createHmac('sha256', this.#secret).update(`${head}.${body}`).digest('base64url')
    )
    const given = Buffer.from(signature)
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
    try {
      return JSON.parse(Buffer.from(body, 'base64url').toString('utf8'))
    } catch {
      return null
    }
  }
}
