/**
 * Standalone Facebook or LinkedIn simulator (manual tries):
 * `node --import=@poppinss/ts-exec core/auth/social/oauth_simulator/main.ts --flavour linkedin --port 18604`
 * Client `airdeck-demo` / `airdeck-demo-secret`; people `--user email:Name` (repeatable).
 */
import { announceAndWait, parseSimArgs } from '#core/plugins/simulator_kit/sim_main'
import { startOauthSimulator } from './oauth_simulator.js'

const args = parseSimArgs({
  flavour: { type: 'string', default: 'facebook' },
  user: { type: 'string', multiple: true, default: ['demo@example.com:Demo Person'] },
})
const users = (args.user as string[]).map((entry) => {
  const [email, ...name] = entry.split(':')
  return { email, name: name.join(':') || email }
})
const simulator = await startOauthSimulator({
  flavour: args.flavour === 'linkedin' ? 'linkedin' : 'facebook',
  clients: [{ clientId: 'airdeck-demo', clientSecret: 'airdeck-demo-secret' }],
  users,
  host: args.host as string,
  port: Number(args.port),
})
announceAndWait(simulator, { base: simulator.base })
