/**
 * Standalone Peplink InControl2 simulator, for benchmarks and manual runs:
 *   node --import=@poppinss/ts-exec plugins/peplink/simulator/main.ts --client-id demo --client-secret secret \
 *     [--groups 500] [--failover] [--port 0] [--host 127.0.0.1] [--seed 1] [--reboot-seconds 5] [--no-tls]
 * Prints one JSON line `{"url","port","organizations"}` on stdout when ready; stops on SIGINT/SIGTERM.
 */
import { announceAndWait, parseSimArgs } from '#core/plugins/simulator_kit/sim_main'
import { startPeplinkSimulator } from './index.js'

const values = parseSimArgs({
  'client-id': { type: 'string', default: 'airdeck' },
  'client-secret': { type: 'string', default: 'airdeck-secret' },
  'groups': { type: 'string', default: '0' },
  'failover': { type: 'boolean', default: false },
  'reboot-seconds': { type: 'string', default: '5' },
})

const simulator = await startPeplinkSimulator({
  clientId: values['client-id']!,
  clientSecret: values['client-secret']!,
  organizations: [
    {
      name: 'Airdeck Demo',
      groups: [
        { name: 'Main venue' },
        ...(values.failover ? [{ name: 'Venue in failover', failover: true }] : []),
      ],
    },
  ],
  generatedGroups: Number(values.groups),
  port: Number(values.port),
  host: values.host,
  tls: !values['no-tls'],
  seed: Number(values.seed),
  rebootSeconds: Number(values['reboot-seconds']),
})

announceAndWait(simulator, { organizations: simulator.state.organizations() })
