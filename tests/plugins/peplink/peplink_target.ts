import {
  startPeplinkSimulator,
  type PeplinkSimulator,
  type PeplinkSimulatorOptions,
} from '#plugins/peplink/simulator/index'
import { siteIdOf } from '#plugins/peplink/site_ids'
import type { ContractTarget } from '../contract/controller_contract_suite.js'

export const CREDENTIALS = {
  clientId: 'airdeck-ic2-client',
  clientSecret: 'correct horse battery staple',
}
export const ORG_ID = 'c0ntr4'

/** One organisation with a venue rich enough for every contract check, a second venue in failover, fast reboots. */
export async function startSimulator(
  overrides: Partial<PeplinkSimulatorOptions> = {}
): Promise<PeplinkSimulator> {
  return startPeplinkSimulator({
    ...CREDENTIALS,
    seed: 42,
    rebootSeconds: 1,
    organizations: [
      {
        id: ORG_ID,
        name: 'Contract organisation',
        groups: [
          {
            name: 'Contract venue',
            routers: 1,
            switches: 1,
            aps: 3,
            wiredClients: 3,
            wirelessClients: 9,
          },
          { name: 'Failover venue', failover: true },
        ],
      },
    ],
    ...overrides,
  })
}

/** The first group of the contract organisation, as a site id. */
export function contractSite(simulator: PeplinkSimulator): string {
  return siteIdOf(ORG_ID, simulator.state.groups(ORG_ID)[0].id)
}

export function failoverSite(simulator: PeplinkSimulator): string {
  return siteIdOf(ORG_ID, simulator.state.groups(ORG_ID)[1].id)
}

export function settingsFor(simulator: PeplinkSimulator, overrides: Record<string, unknown> = {}) {
  return { url: simulator.url, ...CREDENTIALS, verifyTls: false, ...overrides }
}

export async function peplinkTarget(): Promise<ContractTarget> {
  const simulator = await startSimulator()
  return {
    settings: settingsFor(simulator),
    siteId: contractSite(simulator),
    setDeviceOnline: (_site, mac, online) => simulator.faults.setDeviceOnline(mac, online),
    stop: () => simulator.stop(),
  }
}
