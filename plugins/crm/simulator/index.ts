/**
 * The CRM simulator: `startCrmSimulator(options)` serves a HubSpot-like contacts API (payments-and-integrations.md §4.3)
 * over HTTP(S) on the simulator kit. See README.md.
 */
import { json } from '#core/plugins/simulator_kit/sim_http'
import { ApiKeyFaults } from '#core/plugins/simulator_kit/sim_key_faults'
import { startSimServer } from '#core/plugins/simulator_kit/sim_server'
import { CrmContactStore } from './contact_store.js'
import { rateLimited } from './responses.js'
import type { CrmSimulator, CrmSimulatorOptions } from './simulator_api.js'
import { vendorRoute, type CrmEngine } from './vendor_routes.js'

export type * from './simulator_api.js'

export async function startCrmSimulator(options: CrmSimulatorOptions): Promise<CrmSimulator> {
  const store = new CrmContactStore(options.customProperties ?? ['airdeck_marketing_opt_in'])
  const engine: CrmEngine = {
    store,
    faults: new ApiKeyFaults(),
    token: options.token,
    maxBatch: options.maxBatch ?? 100,
  }
  const state = {
    contacts: () => store.all().map((contact) => store.render(contact)),
    contactByEmail: (email: string) => {
      const contact = store.byEmail(email)
      return contact ? store.render(contact) : undefined
    },
    gdprDeleted: () => [...store.gdprDeleted],
  }

  const server = await startSimServer({
    name: 'crm',
    tls: options.tls ?? true,
    host: options.host,
    port: options.port,
    faults: engine.faults,
    vendor: (request) => vendorRoute(engine, request),
    control: (request) =>
      request.method === 'GET' && request.path === '/__sim/state'
        ? json(200, { contacts: state.contacts(), gdprDeleted: state.gdprDeleted() })
        : undefined,
    rateLimited,
  })

  return {
    url: server.url,
    port: server.port,
    faults: engine.faults,
    state,
    requests: server.requests,
    clearRequests: server.clearRequests,
    stop: server.stop,
  }
}
