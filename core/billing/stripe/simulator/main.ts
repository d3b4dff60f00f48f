/**
 * Standalone Stripe simulator, for benchmarks and manual runs:
 *   node --import=@poppinss/ts-exec core/billing/stripe/simulator/main.ts --key sk_test_… [--webhook-url http://127.0.0.1:3333/rest/webhooks/stripe --webhook-secret whsec_…] [--port 12111]
 * Plain HTTP unless --tls. Prints one JSON line `{"url","port",…}` on stdout when ready (with the webhook secret, made
 * at random when --webhook-secret is not given: give the same to the server as STRIPE_WEBHOOK_SECRET); stops on SIGINT/SIGTERM.
 */
import { randomBytes } from 'node:crypto'
import { announceAndWait, parseSimArgs } from '#core/plugins/simulator_kit/sim_main'
import { startStripeSimulator } from './index.js'

const args = parseSimArgs({
  'key': { type: 'string', multiple: true },
  'webhook-url': { type: 'string' },
  'webhook-secret': { type: 'string' },
  'tls': { type: 'boolean', default: false },
})
const secretKeys = (args.key as string[] | undefined) ?? ['sk_test_simulator']
const webhookUrl = args['webhook-url'] as string | undefined
const webhookSecret =
  (args['webhook-secret'] as string | undefined) ?? `whsec_${randomBytes(32).toString('base64url')}`
const simulator = await startStripeSimulator({
  secretKeys,
  webhookEndpoints: webhookUrl ? [{ url: webhookUrl, secret: webhookSecret }] : [],
  port: Number(args.port),
  host: String(args.host),
  tls: Boolean(args.tls) && !args['no-tls'],
  seed: Number(args.seed),
})
announceAndWait(simulator, {
  keys: secretKeys,
  webhookUrl: webhookUrl ?? null,
  webhookSecret: webhookUrl ? webhookSecret : null,
})
