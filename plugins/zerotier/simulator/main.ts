/**
 * Standalone ZeroTier Central simulator, for benchmarks and manual runs:
 *   node --import=@poppinss/ts-exec plugins/zerotier/simulator/main.ts --token SECRET --networks 500 \
 *     [--members 6] [--rate-limit 100] [--seed 1] [--port 0] [--host 127.0.0.1] [--no-tls]
 * Prints one JSON line `{"url","port","apiBase"}` on stdout when ready; stops on SIGINT/SIGTERM.
 */
import { announceAndWait, parseSimArgs } from '#core/plugins/simulator_kit/sim_main'
import { startZeroTierSimulator } from './index.js'

const values = parseSimArgs({
  'token': { type: 'string', default: 'zerotier-sim-token' },
  'networks': { type: 'string', default: '1' },
  'members': { type: 'string' },
  'rate-limit': { type: 'string', default: '100' },
})

const networks = Number(values.networks)
const simulator = await startZeroTierSimulator({
  port: Number(values.port),
  host: values.host,
  tls: !values['no-tls'],
  token: values.token!,
  // One network keeps a plain name; more are generated as "Venue 1".."Venue N".
  ...(networks <= 1 ? { networks: [{ name: 'Venue' }] } : { generatedNetworks: networks }),
  ...(values.members ? { generatedMembers: Number(values.members) } : {}),
  randomSeed: Number(values.seed),
  rateLimitPerSecond: Number(values['rate-limit']),
})

announceAndWait(simulator, { apiBase: `${simulator.url}/api/v1` })
