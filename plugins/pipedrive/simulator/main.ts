/**
 * Standalone Pipedrive simulator, for benchmarks and manual runs:
 *   node --import=@poppinss/ts-exec plugins/pipedrive/simulator/main.ts --api-token SECRET [--port 0] [--host 127.0.0.1] [--no-tls]
 * Prints one JSON line `{"url","port","apiBase"}` on stdout when ready; stops on SIGINT/SIGTERM.
 */
import { announceAndWait, parseSimArgs } from '#core/plugins/simulator_kit/sim_main'
import { startPipedriveSimulator } from './index.js'

const values = parseSimArgs({ 'api-token': { type: 'string', default: 'pipedrive-sim-token' } })
const simulator = await startPipedriveSimulator({
  apiToken: values['api-token']!,
  port: Number(values.port),
  host: values.host,
  tls: !values['no-tls'],
})
announceAndWait(simulator, { apiBase: `${simulator.url}/api/v2` })
