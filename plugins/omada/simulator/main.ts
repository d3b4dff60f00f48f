/**
 * Standalone Omada simulator, for benchmarks and manual runs:
 *   node --import=@poppinss/ts-exec plugins/omada/simulator/main.ts --port 8043 --sites 500 \
 *     --client-id ID --client-secret SECRET [--seed 1] [--reboot-seconds 5] [--token-ttl 7200] [--host 127.0.0.1] [--no-tls] [--still]
 * Prints one JSON line `{"url","port","omadacId"}` on stdout when ready; stops on SIGINT/SIGTERM.
 */
import { announceAndWait, parseSimArgs, stillClock } from '#core/plugins/simulator_kit/sim_main'
import { startOmadaSimulator } from './index.js'

const values = parseSimArgs({
  'sites': { type: 'string', default: '1' },
  'client-id': { type: 'string', default: 'airdeck' },
  'client-secret': { type: 'string', default: 'airdeck-secret' },
  'reboot-seconds': { type: 'string', default: '5' },
  'token-ttl': { type: 'string', default: '7200' },
})

const sites = Number(values.sites)
const simulator = await startOmadaSimulator({
  port: Number(values.port),
  host: values.host,
  tls: !values['no-tls'],
  clientId: values['client-id']!,
  clientSecret: values['client-secret']!,
  // One site keeps the controller's usual name "Default"; more are generated as "Venue 1".."Venue N".
  ...(sites <= 1 ? { sites: [{ name: 'Default' }] } : { generatedSites: sites }),
  seed: Number(values.seed),
  rebootSeconds: Number(values['reboot-seconds']),
  tokenTtlSeconds: Number(values['token-ttl']),
  clock: stillClock(values),
})

announceAndWait(simulator, { omadacId: simulator.omadacId })
