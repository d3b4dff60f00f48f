/** The kit's faults plus Omada's own: token invalidation, spent refresh tokens, a device on or offline. */
import { SimulatorFaults, type SimulatorFaultHooks } from '#core/plugins/simulator_kit/sim_faults'
import type { OmadaFaults } from './simulator_api.js'

export interface OmadaFaultHooks extends SimulatorFaultHooks {
  invalidateTokens(): void
  expireRefreshTokens(): void
  setDeviceOnline(siteId: string, mac: string, online: boolean): void
}

export class OmadaSimulatorFaults extends SimulatorFaults implements OmadaFaults {
  constructor(private readonly omadaHooks: OmadaFaultHooks) {
    super(omadaHooks)
  }

  invalidateTokens() {
    this.omadaHooks.invalidateTokens()
  }

  expireRefreshTokens() {
    this.omadaHooks.expireRefreshTokens()
  }

  setDeviceOnline(siteId: string, mac: string, online: boolean) {
    this.omadaHooks.setDeviceOnline(siteId, mac, online)
  }

  override apply(body: Record<string, any>) {
    super.apply(body)
    if (body.invalidateTokens) this.invalidateTokens()
    if (body.expireRefreshTokens) this.expireRefreshTokens()
    for (const change of [body.deviceOnline ?? []].flat()) {
      this.setDeviceOnline(String(change.site), String(change.mac), Boolean(change.online))
    }
  }
}
