/**
 * Standalone UniFi simulator, for benchmarks and manual runs:
 *   node --import=@poppinss/ts-exec plugins/unifi/simulator/main.ts --flavour unifi-os --port 8443 --sites 500 \
 *     --username admin --password secret [--seed 1] [--reboot-seconds 5] [--api-key KEY] [--host 127.0.0.1] [--no-tls] [--still]
 * Prints one JSON line `{"url","port","flavour"}` on stdout when ready; stops on SIGINT/SIGTERM.
 */
import { announceAndWait, parseSimArgs, stillClock } from '#core/plugins/simulator_kit/sim_main'
import { startUnifiSimulator } from './index.js'
import type { UnifiFlavour } from './simulator_api.js'

const values = parseSimArgs({
  'flavour': { type: 'string', default: 'unifi-os' },
  'sites': { type: 'string', default: '1' },
  'username': { type: 'string', default: 'admin' },
  'password': { type: 'string', default: 'admin' },
  'reboot-seconds': { type: 'string', default: '5' },
  'api-key': { type: 'string' },
  'version': { type: 'string' },
})

const flavour = values.flavour as UnifiFlavour
if (flavour !== 'classic' && flavour !== 'unifi-os') {
  process.stderr.write('--flavour must be classic or unifi-os\n')
  process.exit(2)
}

const sites = Number(values.sites)
const simulator = await startUnifiSimulator({
  flavour,
  port: Number(values.port),
  host: values.host,
  tls: !values['no-tls'],
  username: values.username!,
  password: values.password!,
  // One site keeps the vendor's usual name "default"; more are generated as site-1..site-N.
  ...(sites <= 1 ? { sites: [{ name: 'default', desc: 'Default' }] } : { generatedSites: sites }),
  randomSeed: Number(values.seed),
  rebootSeconds: Number(values['reboot-seconds']),
  apiKey: values['api-key'],
  version: values.version,
  clock: stillClock(values),
})

announceAndWait(simulator, { flavour })
