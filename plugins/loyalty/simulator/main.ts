/**
 * Standalone loyalty simulator, for benchmarks and manual runs:
 *   node --import=@poppinss/ts-exec plugins/loyalty/simulator/main.ts --api-key SECRET [--seed 1] [--port 0] [--host 127.0.0.1] [--no-tls]
 * Prints one JSON line `{"url","port","apiBase"}` on stdout when ready; stops on SIGINT/SIGTERM.
 */
import { announceAndWait, parseSimArgs } from '#core/plugins/simulator_kit/sim_main'
import { API_BASE, startLoyaltySimulator } from './index.js'

const values = parseSimArgs({ 'api-key': { type: 'string', default: 'loyalty-sim-key' } })
const simulator = await startLoyaltySimulator({
  apiKey: values['api-key']!,
  port: Number(values.port),
  host: values.host,
  tls: !values['no-tls'],
  randomSeed: Number(values.seed),
})
announceAndWait(simulator, { apiBase: `${simulator.url}${API_BASE}` })
