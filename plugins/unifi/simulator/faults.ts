/**
 * The kit's faults plus the UniFi-only one: taking a device offline or back online.
 */
import { SimulatorFaults, type SimulatorFaultHooks } from '#core/plugins/simulator_kit/sim_faults'
import type { UnifiFaults } from './simulator_api.js'

export class UnifiSimulatorFaults extends SimulatorFaults implements UnifiFaults {
  constructor(
    private readonly unifiHooks: SimulatorFaultHooks & {
      setDeviceOnline(site: string, mac: string, online: boolean): void
    }
  ) {
    super(unifiHooks)
  }

  setDeviceOnline(site: string, mac: string, online: boolean) {
    this.unifiHooks.setDeviceOnline(site, mac, online)
  }
}
