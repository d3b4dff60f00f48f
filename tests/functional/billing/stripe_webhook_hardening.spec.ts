import { mkdtempSync, rmSync, statSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { stripeSignature } from '#core/billing/stripe/simulator/events'
import type { StripeSimulator } from '#core/billing/stripe/simulator/index'
import { useBillingStripe } from '#core/billing/stripe/billing_stripe'
import { signedWithinTolerance } from '#core/billing/webhooks/receive_stripe_event'
import { startDemoStripe } from '#database/demo/demo_billing'
import { DEMO_SECRETS_FILE, demoSecrets } from '#database/demo/demo_secrets'
import { pollUntil } from '#tests/helpers/poll'
import {
  SIMULATOR_WEBHOOK_SECRET,
  settleStripeDeliveries,
  stripeWebhookUrl,
  useStripeSimulator,
  webhookDelivered,
} from '#tests/helpers/stripe_simulator'

function post(body: string, signature: string, headers: Record<string, string> = {}) {
  return fetch(stripeWebhookUrl(), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature, ...headers },
    body,
  })
}

const now = () => Math.floor(Date.now() / 1000)
const eventBody = (id: string) =>
  JSON.stringify({
    id,
    object: 'event',
    type: 'test.hardening',
    created: now(),
    livemode: false,
    data: { object: { id: 'obj_1', object: 'thing' } },
  })
const stored = (id: string) => db.from('stripe_events').where('id', id).first()
const codeOf = async (answer: Response) => ((await answer.json()) as { code: string }).code

test.group(
  'Billing / Stripe webhook: timestamps both ways, bodies that are not events',
  (group) => {
    group.each.setup(() => testUtils.db().withGlobalTransaction())
    const simulator = useStripeSimulator(group)
    settleStripeDeliveries(group, simulator)

    test('a signature dated more than 300 s ahead is refused like one 300 s old (the SDK checks only the past)', async ({
      assert,
    }) => {
      const ahead = eventBody('evt_ahead')
      const refused = await post(
        ahead,
        stripeSignature(ahead, SIMULATOR_WEBHOOK_SECRET, now() + 301)
      )
      assert.equal(refused.status, 400)
      assert.equal(await codeOf(refused), 'E_STRIPE_SIGNATURE_INVALID')
      assert.isNull(await stored('evt_ahead'))
      const stale = eventBody('evt_behind')
      assert.equal(
        (await post(stale, stripeSignature(stale, SIMULATOR_WEBHOOK_SECRET, now() - 301))).status,
        400
      )

      const slightlyAhead = eventBody('evt_clock_skew')
      const accepted = await post(
        slightlyAhead,
        stripeSignature(slightlyAhead, SIMULATOR_WEBHOOK_SECRET, now() + 60)
      )
      assert.equal(accepted.status, 200, 'a little clock skew is fine')

      assert.isTrue(signedWithinTolerance('t=1000,v1=ab', 1300))
      assert.isFalse(signedWithinTolerance('t=1000,v1=ab', 699))
      assert.isFalse(
        signedWithinTolerance('t=1000,v1=ab,t=2000', 1000),
        'the last t= counts, as in the SDK'
      )
      assert.isFalse(signedWithinTolerance('t=abc,v1=ab', 1000))
      assert.isFalse(signedWithinTolerance('v1=ab', 1000))
    })

    test('a correctly signed body that is not JSON, or not an event, is a 400 E_INVALID_WEBHOOK_PAYLOAD (was a 500)', async ({
      assert,
    }) => {
      for (const body of [
        'not json at all',
        '{"id": "evt_cut',
        '[]',
        '{}',
        '"evt_text"',
        '{"id":"evt_no_type","created":1,"data":{}}',
      ]) {
        const answer = await post(body, stripeSignature(body, SIMULATOR_WEBHOOK_SECRET, now()))
        assert.equal(answer.status, 400, body)
        assert.equal(await codeOf(answer), 'E_INVALID_WEBHOOK_PAYLOAD', body)
      }
      assert.isNull(await stored('evt_no_type'))
    })

    test('with a configured secret (real Stripe), deliveries through a proxy are taken', async ({
      assert,
    }) => {
      const body = eventBody('evt_via_proxy')
      const answer = await post(body, stripeSignature(body, SIMULATOR_WEBHOOK_SECRET, now()), {
        'x-forwarded-for': '3.18.12.63',
      })
      assert.equal(answer.status, 200)
    })
  }
)

test.group(
  'Billing / the demo Stripe: a secret of its own, events from this machine only',
  (group) => {
    group.each.setup(() => testUtils.db().withGlobalTransaction())
    let storage = ''
    let simulator: StripeSimulator | undefined
    group.setup(async () => {
      storage = mkdtempSync(join(tmpdir(), 'airdeck-demo-'))
      const port = process.env.DEMO_STRIPE_PORT
      process.env.DEMO_STRIPE_PORT = '0'
      simulator = await startDemoStripe(storage)
      process.env.DEMO_STRIPE_PORT = port
      return async () => {
        if (port === undefined) delete process.env.DEMO_STRIPE_PORT
        useBillingStripe(null)
        await simulator?.events.idle()
        await simulator?.stop()
        rmSync(storage, { recursive: true, force: true })
      }
    })
    settleStripeDeliveries(group, () => simulator!)

    test('the signing secret is made on the first start, kept beside the database (0600), and differs per installation', async ({
      assert,
    }) => {
      const file = join(storage, DEMO_SECRETS_FILE)
      assert.equal(statSync(file).mode & 0o777, 0o600)
      const secrets = demoSecrets(storage)
      assert.deepEqual(
        JSON.parse(readFileSync(file, 'utf8')),
        secrets,
        'the next start reads the same secrets'
      )
      assert.match(secrets.stripeWebhookSecret, /^whsec_[A-Za-z0-9_-]{43}$/)
      assert.match(secrets.stripeSecretKey, /^sk_test_[0-9a-f]{48}$/)
      const elsewhere = mkdtempSync(join(tmpdir(), 'airdeck-demo-'))
      try {
        assert.notEqual(demoSecrets(elsewhere).stripeWebhookSecret, secrets.stripeWebhookSecret)
      } finally {
        rmSync(elsewhere, { recursive: true, force: true })
      }
    })

    test("the simulator's events are taken; the repository's old constant and deliveries from elsewhere are refused", async ({
      assert,
    }) => {
      const event = simulator!.events.emit('test.hardening', {
        id: 'obj_demo',
        object: 'thing',
      } as any)
      await pollUntil(
        () =>
          webhookDelivered(simulator!, 'test.hardening', (delivered) => delivered.id === event.id),
        { what: 'the demo delivery' }
      )

      const forged = eventBody('evt_forged_invoice')
      const withOldConstant = await post(
        forged,
        stripeSignature(forged, 'whsec_airdeck_demo_endpoint', now())
      )
      assert.equal(withOldConstant.status, 400)
      assert.equal(await codeOf(withOldConstant), 'E_STRIPE_SIGNATURE_INVALID')

      // Even with the right secret: a request that came through a proxy is not the in-process simulator.
      const { stripeWebhookSecret } = demoSecrets(storage)
      for (const header of [
        { 'x-forwarded-for': '198.51.100.7' },
        { forwarded: 'for=198.51.100.7' },
      ] as Array<Record<string, string>>) {
        const proxied = await post(
          forged,
          stripeSignature(forged, stripeWebhookSecret, now()),
          header
        )
        assert.equal(proxied.status, 403)
        assert.equal(await codeOf(proxied), 'E_FORBIDDEN')
      }
      assert.isNull(await stored('evt_forged_invoice'))
    })
  }
)
