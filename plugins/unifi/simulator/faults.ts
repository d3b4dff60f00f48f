/**
 * Fault injection. The server consults `take()` once per vendor request (control requests under /__sim/ are
 * never faulted); one-shot faults are counted down in this order: hang, fail, garbage.
 */
import type { UnifiFaults } from './simulator_api.js'

export type RequestFault = { kind: 'hang' } | { kind: 'fail'; status: number } | { kind: 'garbage' } | null

export class SimulatorFaults implements UnifiFaults {
  latencyMs = 0
  wrongCredentials = false
  #fail = { count: 0, status: 502 }
  #hang = 0
  #garbage = 0
  #throttle = 0

  constructor(
    private readonly hooks: {
      expireSessions(): void
      setDeviceOnline(site: string, mac: string, online: boolean): void
    }
  ) {}

  failNext(count: number, status = 502) {
    this.#fail = { count: Math.max(0, count), status }
  }

  hangNext(count: number) {
    this.#hang = Math.max(0, count)
  }

  garbageNext(count: number) {
    this.#garbage = Math.max(0, count)
  }

  expireSessions() {
    this.hooks.expireSessions()
  }

  throttleNextLogins(count: number) {
    this.#throttle = Math.max(0, count)
  }

  setDeviceOnline(site: string, mac: string, online: boolean) {
    this.hooks.setDeviceOnline(site, mac, online)
  }

  reset() {
    this.latencyMs = 0
    this.wrongCredentials = false
    this.#fail = { count: 0, status: 502 }
    this.#hang = 0
    this.#garbage = 0
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
      throttleNextLogins: this.#throttle,
    }
  }
}
