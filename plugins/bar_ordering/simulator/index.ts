/**
 * The bar-ordering receiver simulator: `startBarOrderingSimulator(options)` takes our signed guest webhooks and
 * verifies them with the public `standardwebhooks` library, on the simulator kit. See README.md.
 */
import { json } from '#core/plugins/simulator_kit/sim_http'
import { ApiKeyFaults } from '#core/plugins/simulator_kit/sim_key_faults'
import { startSimServer } from '#core/plugins/simulator_kit/sim_server'
import { Receiver } from './receiver.js'
import type { BarOrderingSimulator, BarOrderingSimulatorOptions } from './simulator_api.js'

export type * from './simulator_api.js'

export async function startBarOrderingSimulator(
  options: BarOrderingSimulatorOptions
): Promise<BarOrderingSimulator> {
  const faults = new ApiKeyFaults()
  const receiver = new Receiver(options.secret, options.path ?? '/webhooks/airdeck', faults)
  const state = {
    deliveries: () => [...receiver.deliveries],
    rejectedSignatures: () => receiver.rejectedSignatures,
    guests: () => [...receiver.guests.values()],
    guest: (email: string) => receiver.guests.get(email.toLowerCase()),
  }
  const server = await startSimServer({
    name: 'bar-ordering',
    tls: options.tls ?? true,
    host: options.host,
    port: options.port,
    faults,
    vendor: (request) => receiver.handle(request),
    control: (request) =>
      request.method === 'GET' && request.path === '/__sim/state'
        ? json(200, {
            deliveries: state.deliveries(),
            guests: state.guests(),
            rejectedSignatures: state.rejectedSignatures(),
          })
        : undefined,
  })
  return {
    url: server.url,
    endpointUrl: `${server.url}${receiver.path}`,
    port: server.port,
    faults,
    state,
    requests: server.requests,
    clearRequests: server.clearRequests,
    stop: server.stop,
  }
}
