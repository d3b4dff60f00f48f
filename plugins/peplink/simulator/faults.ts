/**
 * The kit's faults plus Peplink's own: PENDING device details, a device off or on line, a router in failover.
 */
import { SimulatorFaults, type SimulatorFaultHooks } from '#core/plugins/simulator_kit/sim_faults'
import type { PeplinkFaults } from './simulator_api.js'

export interface PeplinkFaultHooks extends SimulatorFaultHooks {
  setDeviceOnline(device: string, online: boolean): void
  setFailover(device: string, on: boolean): void
}

export class PeplinkSimulatorFaults extends SimulatorFaults implements PeplinkFaults {
  #pending = 0

  constructor(private readonly peplinkHooks: PeplinkFaultHooks) {
    super(peplinkHooks)
  }

  pendingNext(count: number) {
    this.#pending = Math.max(0, count)
  }

  /** Whether this device-detail read answers PENDING (consumes one). */
  takePending(): boolean {
    if (this.#pending <= 0) return false
    this.#pending--
    return true
  }

  setDeviceOnline(device: string, online: boolean) {
    this.peplinkHooks.setDeviceOnline(device, online)
  }

  setFailover(device: string, on: boolean) {
    this.peplinkHooks.setFailover(device, on)
  }

  override reset() {
    super.reset()
    this.#pending = 0
  }

  override snapshot() {
    return { ...super.snapshot(), pendingNext: this.#pending }
  }

  /** The kit's keys plus `pendingNext`, `deviceOnline: {device, online}` and `failover: {device, on}` (or lists). */
  override apply(body: Record<string, any>) {
    super.apply(body)
    if (body.pendingNext !== undefined) this.pendingNext(Number(body.pendingNext))
    for (const change of list(body.deviceOnline))
      this.setDeviceOnline(String(change.device), change.online !== false)
    for (const change of list(body.failover))
      this.setFailover(String(change.device), change.on !== false)
  }
}

const list = (value: unknown): any[] => (Array.isArray(value) ? value : value ? [value] : [])
