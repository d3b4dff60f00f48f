/**
 * Standalone OpenID Connect simulator (benchmarks, manual tries):
 * `node --import=@poppinss/ts-exec core/auth/social/oidc_simulator/main.ts --flavour microsoft --port 18602`
 * Client `airdeck-demo` / `airdeck-demo-secret`; people `--user email:Name` (repeatable).
 */
import { announceAndWait, parseSimArgs } from '#core/plugins/simulator_kit/sim_main'
import { startOidcSimulator } from './oidc_simulator.js'

const args = parseSimArgs({
  flavour: { type: 'string', default: 'google' },
  user: { type: 'string', multiple: true, default: ['demo@example.com:Demo Person'] },
})
const flavour = args.flavour === 'microsoft' ? 'microsoft' : 'google'
const users = (args.user as string[]).map((entry) => {
  const [email, ...name] = entry.split(':')
  return { email, name: name.join(':') || email }
})
const simulator = await startOidcSimulator({
  flavour,
  clients: [{ clientId: 'airdeck-demo', clientSecret: 'airdeck-demo-secret' }],
  users,
  host: args.host as string,
  port: Number(args.port),
})
announceAndWait(simulator, { issuer: simulator.issuer })
