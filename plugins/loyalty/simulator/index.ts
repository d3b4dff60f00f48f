/**
 * The loyalty simulator: `startLoyaltySimulator(options)` serves a Piggy-like API (payments-and-integrations.md §4.2)
 * over HTTP(S) on the simulator kit. See README.md.
 */
import { ApiKeyFaults } from '#core/plugins/simulator_kit/sim_key_faults'
import { json, proxyErrorPage } from '#core/plugins/simulator_kit/sim_http'
import { startSimServer } from '#core/plugins/simulator_kit/sim_server'
import { ContactStore } from './contact_store.js'
import { maintenance, rateLimited } from './responses.js'
import type { LoyaltySimulator, LoyaltySimulatorOptions } from './simulator_api.js'
import { vendorRoute, type LoyaltyEngine } from './vendor_routes.js'

export type * from './simulator_api.js'
export { API_BASE } from './vendor_routes.js'

const DEFAULT_ATTRIBUTES = ['firstname', 'lastname', 'phone', 'locale']
const DEFAULT_TYPES = [
  { name: 'Nieuwsbrief', strategy: 'OPT_IN' as const, description: 'Maandelijkse nieuwsbrief' },
  { name: 'Acties', strategy: 'DOUBLE_OPT_IN' as const, description: 'Acties en kortingen' },
]

/** Piggy answers 503 as maintenance mode in its own JSON; other injected 5xx come from the proxy in front. */
const failure = (status: number) => (status === 503 ? maintenance() : proxyErrorPage(status))

export async function startLoyaltySimulator(
  options: LoyaltySimulatorOptions
): Promise<LoyaltySimulator> {
  const store = new ContactStore(
    options.randomSeed ?? 1,
    options.attributes ?? DEFAULT_ATTRIBUTES,
    options.subscriptionTypes ?? DEFAULT_TYPES
  )
  const engine: LoyaltyEngine = { store, apiKey: options.apiKey, faults: new ApiKeyFaults() }

  const server = await startSimServer({
    name: 'loyalty',
    tls: options.tls ?? true,
    host: options.host,
    port: options.port,
    faults: engine.faults,
    vendor: (request) => vendorRoute(engine, request),
    control: (request) => {
      if (request.method !== 'GET' || request.path !== '/__sim/state') return undefined
      const email = request.query.get('email')
      if (email) return json(200, { contact: state.contactByEmail(email) ?? null })
      return json(200, { contacts: state.contacts(), subscriptionTypes: state.subscriptionTypes() })
    },
    failure,
    rateLimited,
  })

  const state = {
    contacts: () => store.all().map((contact) => store.render(contact)),
    contactByEmail: (email: string) => {
      const contact = store.byEmail(email)
      return contact ? store.render(contact) : undefined
    },
    subscriptionTypes: () =>
      store.subscriptionTypes.map(({ uuid, name, strategy }) => ({ uuid, name, strategy })),
  }

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
