/**
 * Standalone Mailchimp simulator, for benchmarks and manual runs:
 *   node --import=@poppinss/ts-exec plugins/mailchimp/simulator/main.ts --key <hex>-us21 [--audience Guests] [--port 0] [--no-tls]
 * Prints one JSON line `{"url","port","keys"}` on stdout when ready; stops on SIGINT/SIGTERM.
 */
import { announceAndWait, parseSimArgs } from '#core/plugins/simulator_kit/sim_main'
import { startMailchimpSimulator } from './index.js'

const args = parseSimArgs({
  key: { type: 'string', multiple: true },
  audience: { type: 'string', multiple: true },
})
const simulator = await startMailchimpSimulator({
  apiKeys: (args.key as string[] | undefined) ?? ['0123456789abcdef0123456789abcdef-us21'],
  audiences: ((args.audience as string[] | undefined) ?? ['Newsletter']).map((name) => ({ name })),
  port: Number(args.port),
  host: String(args.host),
  tls: !args['no-tls'],
  seed: Number(args.seed),
})
announceAndWait(simulator, { keys: args.key ?? null })
