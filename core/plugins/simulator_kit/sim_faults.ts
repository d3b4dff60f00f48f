/**
 * Fault injection shared by every simulator. The server consults `take()` once per vendor request (control
 * requests under /__sim/ are never faulted); one-shot faults are counted down in this order: hang, fail, rate
 * limit, garbage. Login-only faults (`wrongCredentials`, `throttleNextLogins`) are read by the vendor's own login
 * handler, because only it knows what a login is and how the vendor refuses one.
 */
export type RequestFault =
  | { kind: 'hang' }
  | { kind: 'fail'; status: number }
  | { kind: 'rateLimit'; retryAfterSeconds: number }
  | { kind: 'garbage' }
  | null

export interface SimulatorFaultHooks {
  /** Ends every session/token now, so the next call must log in again. */
  expireSessions(): void
}

export class SimulatorFaults {
  /** Added to every vendor response. */
  latencyMs = 0
  /** Every login fails with the vendor's wrong-credentials answer while true. */
  wrongCredentials = false
  #fail = { count: 0, status: 502 }
  #hang = 0
  #garbage = 0
  #rateLimit = { count: 0, retryAfterSeconds: 30 }
  #throttle = 0

  constructor(private readonly hooks: SimulatorFaultHooks) {}

  /** The next `count` requests (logins included) answer `status` (default 502). */
  failNext(count: number, status = 502) {
    this.#fail = { count: Math.max(0, count), status }
  }

  /** The next `count` requests never answer: the client has to time out. */
  hangNext(count: number) {
    this.#hang = Math.max(0, count)
  }

  /** The next `count` responses are not what the API speaks (a half HTML page). */
  garbageNext(count: number) {
    this.#garbage = Math.max(0, count)
  }

  /** The next `count` requests get the vendor's rate-limit answer (429 with Retry-After). */
  rateLimitNext(count: number, retryAfterSeconds = 30) {
    this.#rateLimit = {
      count: Math.max(0, count),
      retryAfterSeconds: Math.max(1, retryAfterSeconds),
    }
  }

  /** The next `count` logins are refused as throttled (the vendor's own login throttle). */
  throttleNextLogins(count: number) {
    this.#throttle = Math.max(0, count)
  }

  expireSessions() {
    this.hooks.expireSessions()
  }

  reset() {
    this.latencyMs = 0
    this.wrongCredentials = false
    this.#fail = { count: 0, status: 502 }
    this.#hang = 0
    this.#garbage = 0
    this.#rateLimit = { count: 0, retryAfterSeconds: 30 }
    this.#throttle = 0
  }

  /** The one-shot fault for this request, if any (consumes it). */
  take(): RequestFault {
    if (this.#hang > 0) {
      this.#hang--
      return { kind: 'hang' }
    }
    if (this.#fail.count > 0) {
      this.#fail.count--
      return { kind: 'fail', status: this.#fail.status }
    }
    if (this.#rateLimit.count > 0) {
      this.#rateLimit.count--
      return { kind: 'rateLimit', retryAfterSeconds: this.#rateLimit.retryAfterSeconds }
    }
    if (this.#garbage > 0) {
      this.#garbage--
      return { kind: 'garbage' }
    }
    return null
  }

  /** Whether this login must be throttled (consumes one). */
  takeThrottle(): boolean {
    if (this.#throttle <= 0) return false
    this.#throttle--
    return true
  }

  snapshot() {
    return {
      latencyMs: this.latencyMs,
      wrongCredentials: this.wrongCredentials,
      failNext: { ...this.#fail },
      hangNext: this.#hang,
      garbageNext: this.#garbage,
      rateLimitNext: { ...this.#rateLimit },
      throttleNextLogins: this.#throttle,
    }
  }

  /** Applies a `POST /__sim/faults` body: every key is optional. */
  apply(body: Record<string, any>) {
    if (body.reset) this.reset()
    if (typeof body.latencyMs === 'number') this.latencyMs = Math.max(0, body.latencyMs)
    if (typeof body.wrongCredentials === 'boolean') this.wrongCredentials = body.wrongCredentials
    if (body.failNext !== undefined) {
      const spec = typeof body.failNext === 'number' ? { count: body.failNext } : body.failNext
      this.failNext(
        Number(spec.count ?? 1),
        spec.status === undefined ? undefined : Number(spec.status)
      )
    }
    if (body.hangNext !== undefined) this.hangNext(Number(body.hangNext))
    if (body.garbageNext !== undefined) this.garbageNext(Number(body.garbageNext))
    if (body.rateLimitNext !== undefined) {
      const spec =
        typeof body.rateLimitNext === 'number' ? { count: body.rateLimitNext } : body.rateLimitNext
      this.rateLimitNext(
        Number(spec.count ?? 1),
        spec.retryAfterSeconds === undefined ? undefined : Number(spec.retryAfterSeconds)
      )
    }
    if (body.throttleNextLogins !== undefined)
      this.throttleNextLogins(Number(body.throttleNextLogins))
    if (body.expireSessions) this.expireSessions()
  }
}
