import { startOmadaSimulator } from '#plugins/omada/simulator/index'
import type { OmadaSimulator, OmadaSimulatorOptions } from '#plugins/omada/simulator/simulator_api'
import type { ContractTarget } from '../contract/controller_contract_suite.js'

export const CREDENTIALS = { clientId: 'airdeck-app', clientSecret: 'omada open api secret' }
export const SITE_NAME = 'Contract venue'

/** A simulator with one venue rich enough for every contract check, and restarts that take one second. */
export async function startSimulator(
  overrides: Partial<OmadaSimulatorOptions> = {}
): Promise<OmadaSimulator> {
  return startOmadaSimulator({
    ...CREDENTIALS,
    rebootSeconds: 1,
    seed: 42,
    sites: [{ name: SITE_NAME, switches: 1, aps: 3, wiredClients: 4, wirelessClients: 14 }],
    ...overrides,
  })
}

export function siteIdOf(simulator: OmadaSimulator) {
  return simulator.state.siteIdByName(SITE_NAME)!
}

export function settingsFor(simulator: OmadaSimulator, overrides: Record<string, unknown> = {}) {
  return { url: simulator.url, ...CREDENTIALS, verifyTls: false, ...overrides }
}

export async function omadaTarget(): Promise<ContractTarget> {
  const simulator = await startSimulator()
  return {
    settings: settingsFor(simulator),
    siteId: siteIdOf(simulator),
    setDeviceOnline: (site, mac, online) => simulator.faults.setDeviceOnline(site, mac, online),
    stop: () => simulator.stop(),
  }
}
