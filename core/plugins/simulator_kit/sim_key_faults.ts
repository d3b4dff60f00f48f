import { SimulatorFaults } from './sim_faults.js'

/**
 * Faults of a service reached with a static API key or token (no login, no session): "expire sessions" revokes the
 * key, as an admin deleting it in the service does, until `reset()`. `keyRefused` is what the vendor handler checks.
 */
export class ApiKeyFaults extends SimulatorFaults {
  #revoked = false

  constructor() {
    super({ expireSessions: () => (this.#revoked = true) })
  }

  /** Whether every key must be refused now (wrong credentials injected, or the key revoked). */
  get keyRefused(): boolean {
    return this.wrongCredentials || this.#revoked
  }

  override reset() {
    super.reset()
    this.#revoked = false
  }

  override snapshot() {
    return { ...super.snapshot(), keyRevoked: this.#revoked }
  }
}
