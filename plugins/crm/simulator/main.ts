/**
 * Standalone CRM simulator, for benchmarks and manual runs:
 *   node --import=@poppinss/ts-exec plugins/crm/simulator/main.ts --token SECRET [--port 0] [--host 127.0.0.1] [--no-tls]
 * Prints one JSON line `{"url","port"}` on stdout when ready; stops on SIGINT/SIGTERM.
 */
import { announceAndWait, parseSimArgs } from '#core/plugins/simulator_kit/sim_main'
import { startCrmSimulator } from './index.js'

const values = parseSimArgs({ token: { type: 'string', default: 'crm-sim-token' } })
const simulator = await startCrmSimulator({
  token: values.token!,
  port: Number(values.port),
  host: values.host,
  tls: !values['no-tls'],
})
announceAndWait(simulator)
