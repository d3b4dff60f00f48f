/**
 * Standalone bar-ordering receiver, for benchmarks and manual runs:
 *   node --import=@poppinss/ts-exec plugins/bar_ordering/simulator/main.ts --secret whsec_... [--path /webhooks/airdeck] [--port 0] [--host 127.0.0.1] [--no-tls]
 * Prints one JSON line `{"url","port","endpointUrl"}` on stdout when ready; stops on SIGINT/SIGTERM.
 */
import { announceAndWait, parseSimArgs } from '#core/plugins/simulator_kit/sim_main'
import { startBarOrderingSimulator } from './index.js'

const values = parseSimArgs({
  secret: { type: 'string', default: 'whsec_QWlyZGVjayBiYXItb3JkZXJpbmcgc2ltdWxhdG9yIQ==' },
  path: { type: 'string', default: '/webhooks/airdeck' },
})
const simulator = await startBarOrderingSimulator({
  secret: values.secret!,
  path: values.path,
  port: Number(values.port),
  host: values.host,
  tls: !values['no-tls'],
})
announceAndWait(simulator, { endpointUrl: simulator.endpointUrl })
