import { startZeroTierSimulator } from '#plugins/zerotier/simulator/index'
import type {
  ZeroTierSimulator,
  ZeroTierSimulatorOptions,
} from '#plugins/zerotier/simulator/simulator_api'
import type { ContractTarget } from '../contract/controller_contract_suite.js'

export const TOKEN = 'zt-contract-token-0123456789'
export const LIMITED_TOKEN = 'zt-limited-token-9876543210'
export const NETWORK_NAME = 'Venue contract'

/** One venue network with online, offline, pending and deauthorized members, and a token limited to a second one. */
export async function startSimulator(
  options: Partial<ZeroTierSimulatorOptions> = {}
): Promise<ZeroTierSimulator> {
  return startZeroTierSimulator({
    token: TOKEN,
    randomSeed: 42,
    networks: [
      { name: NETWORK_NAME, members: 5, offline: 2, pending: 2, deauthorized: 1 },
      { name: 'Venue other', members: 2 },
    ],
    limitedTokens: { [LIMITED_TOKEN]: ['Venue other'] },
    ...options,
  })
}

export function networkId(simulator: ZeroTierSimulator, name = NETWORK_NAME): string {
  return simulator.state.networkIdByName(name)!
}

export function settingsFor(simulator: ZeroTierSimulator, overrides: Record<string, unknown> = {}) {
  return { url: simulator.url, token: TOKEN, verifyTls: false, ...overrides }
}

/** ZeroTier members have no MAC Central reports: the suite's device switch is given the node id instead. */
export async function zerotierTarget(): Promise<ContractTarget> {
  const simulator = await startSimulator()
  const siteId = networkId(simulator)
  return {
    settings: settingsFor(simulator),
    siteId,
    setDeviceOnline: (site, nodeId, online) =>
      simulator.faults.setMemberOnline(site, nodeId, online),
    stop: () => simulator.stop(),
  }
}
