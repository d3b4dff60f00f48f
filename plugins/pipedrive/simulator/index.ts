/**
 * The Pipedrive simulator: `startPipedriveSimulator(options)` serves deals, deal products, organizations, persons and
 * the token's user in API v2 and legacy v1 (payments-and-integrations.md §3) on the simulator kit. See README.md.
 */
import { ApiKeyFaults } from '#core/plugins/simulator_kit/sim_key_faults'
import { startSimServer } from '#core/plugins/simulator_kit/sim_server'
import { buildDeals, DEFAULT_DEALS } from './account_data.js'
import { rateLimited } from './responses.js'
import type { PipedriveSimulator, PipedriveSimulatorOptions } from './simulator_api.js'
import { vendorRoute, type PipedriveEngine } from './vendor_routes.js'

export type * from './simulator_api.js'

export async function startPipedriveSimulator(
  options: PipedriveSimulatorOptions
): Promise<PipedriveSimulator> {
  const engine: PipedriveEngine = {
    deals: buildDeals(options.deals ?? DEFAULT_DEALS),
    faults: new ApiKeyFaults(),
    apiToken: options.apiToken,
    companyDomain: options.companyDomain ?? 'airdeck-demo',
  }
  const server = await startSimServer({
    name: 'pipedrive',
    tls: options.tls ?? true,
    host: options.host,
    port: options.port,
    faults: engine.faults,
    vendor: (request) => vendorRoute(engine, request),
    rateLimited,
  })
  return {
    url: server.url,
    port: server.port,
    faults: engine.faults,
    requests: server.requests,
    clearRequests: server.clearRequests,
    dealPageUrl: (dealId) => `${server.url}/deal/${dealId}`,
    stop: server.stop,
  }
}
