/**
 * Standalone UniFi simulator, for benchmarks and manual runs:
 *   node --import=@poppinss/ts-exec plugins/unifi/simulator/main.ts --flavour unifi-os --port 8443 --sites 500 \
 *     --username admin --password secret [--seed 1] [--reboot-seconds 5] [--api-key KEY] [--host 127.0.0.1] [--no-tls]
 * Prints one JSON line `{"url","port","flavour"}` on stdout when ready; stops on SIGINT/SIGTERM.
 */
import { parseArgs } from 'node:util'
import { startUnifiSimulator } from './index.js'
import type { UnifiFlavour } from './simulator_api.js'

const { values } = parseArgs({
  options: {
    'flavour': { type: 'string', default: 'unifi-os' },
    'port': { type: 'string', default: '0' },
    'host': { type: 'string', default: '127.0.0.1' },
    'sites': { type: 'string', default: '1' },
    'username': { type: 'string', default: 'admin' },
    'password': { type: 'string', default: 'admin' },
    'seed': { type: 'string', default: '1' },
    'reboot-seconds': { type: 'string', default: '5' },
    'api-key': { type: 'string' },
    'version': { type: 'string' },
    'no-tls': { type: 'boolean', default: false },
  },
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
})

process.stdout.write(JSON.stringify({ url: simulator.url, port: simulator.port, flavour }) + '\n')

const shutdown = async () => {
  await simulator.stop()
  process.exit(0)
}
process.on('SIGINT', shutdown)
process.on('SIGTERM', shutdown)
