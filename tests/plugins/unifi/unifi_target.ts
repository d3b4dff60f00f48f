import { startUnifiSimulator } from '#plugins/unifi/simulator/index'
import type { UnifiFlavour, UnifiSimulator } from '#plugins/unifi/simulator/simulator_api'
import type { ContractTarget } from '../contract/controller_contract_suite.js'

export const CREDENTIALS = { username: 'airdeck-admin', password: 'correct horse battery' }
export const SITE = 'venue-contract'

/** A simulator with one venue rich enough for every contract check, and restarts that take one second. */
export async function startSimulator(flavour: UnifiFlavour): Promise<UnifiSimulator> {
  return startUnifiSimulator({
    flavour,
    ...CREDENTIALS,
    rebootSeconds: 1,
    randomSeed: 42,
    sites: [
      {
        name: SITE,
        desc: 'Contract venue',
        switches: 1,
        aps: 3,
        wiredClients: 4,
        wirelessClients: 12,
      },
    ],
  })
}

export function settingsFor(simulator: UnifiSimulator, overrides: Record<string, unknown> = {}) {
  return { url: simulator.url, ...CREDENTIALS, verifyTls: false, ...overrides }
}

export async function unifiTarget(flavour: UnifiFlavour): Promise<ContractTarget> {
  const simulator = await startSimulator(flavour)
  return {
    settings: settingsFor(simulator),
    siteId: SITE,
    setDeviceOnline: (site, mac, online) => simulator.faults.setDeviceOnline(site, mac, online),
    stop: () => simulator.stop(),
  }
}
