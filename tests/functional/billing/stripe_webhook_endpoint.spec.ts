import { gzipSync } from 'node:zlib'
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import { stripeSignature } from '#core/billing/stripe/simulator/events'
import { onStripeEvent } from '#core/billing/webhooks/stripe_event_handlers'
import { pollUntil } from '#tests/helpers/poll'
import { clearRateLimits } from '#tests/helpers/rate_limits'
import {
  SIMULATOR_WEBHOOK_SECRET,
  settleStripeDeliveries,
  stripeWebhookUrl,
  useStripeSimulator,
  webhookDelivered,
} from '#tests/helpers/stripe_simulator'

/** Handlers of event types only these tests emit: they count their calls and can be told to fail. */
const calls = new Map<string, number>()
let failuresLeft = 0
onStripeEvent('test.counted', async (event) => {
  calls.set(event.id, (calls.get(event.id) ?? 0) + 1)
})
onStripeEvent('test.flaky', async (event, trx) => {
  calls.set(event.id, (calls.get(event.id) ?? 0) + 1)
  // A write of the handler: rolled back with the event row when the handler fails.
  await trx
    .insertQuery()
    .table('stripe_events')
    .insert({
      id: `${event.id}_side_effect`,
      type: 'test.side_effect',
      event_created_at: new Date(),
      processed_at: new Date(),
    })
  if (failuresLeft > 0) {
    failuresLeft -= 1
    throw new Error('the database said no')
  }
})

function post(body: string, signature: string | null) {
  return fetch(stripeWebhookUrl(), {
    method: 'POST',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      ...(signature ? { 'stripe-signature': signature } : {}),
    },
    body,
  })
}

const eventBody = (id: string, type = 'test.counted') =>
  JSON.stringify({
    id,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: { object: { id: 'obj_1', object: 'thing' } },
  })
const now = () => Math.floor(Date.now() / 1000)
const WEBHOOK_LIMITS = 'rate_limits.classes.inboundWebhooks'
const stored = (id: string) => db.from('stripe_events').where('id', id).first()

test.group('Billing / Stripe webhook endpoint: signed, fresh, once, retried', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  const simulator = useStripeSimulator(group)
  settleStripeDeliveries(group, simulator)

  test('a missing or wrong signature is a 400 and nothing is applied; no session or CSRF token needed for a good one', async ({
    assert,
  }) => {
    const body = eventBody('evt_bad_signature')
    const missing = await post(body, null)
    assert.equal(missing.status, 400)
    assert.equal(((await missing.json()) as { code: string }).code, 'E_STRIPE_SIGNATURE_INVALID')
    const wrongSecret = await post(body, stripeSignature(body, 'whsec_someone_else', now()))
    assert.equal(wrongSecret.status, 400)
    const tampered = await post(
      body.replace('obj_1', 'obj_2'),
      stripeSignature(body, SIMULATOR_WEBHOOK_SECRET, now())
    )
    assert.equal(tampered.status, 400)
    assert.isUndefined(calls.get('evt_bad_signature'))
    assert.isNull(await stored('evt_bad_signature'))

    const good = await post(body, stripeSignature(body, SIMULATOR_WEBHOOK_SECRET, now()))
    assert.equal(good.status, 200)
    assert.deepEqual(await good.json(), { received: true, duplicate: false })
    assert.isNull(good.headers.get('set-cookie'), 'a webhook starts no session')
    assert.equal(calls.get('evt_bad_signature'), 1)
  })

  test('the raw body is read once and bounded: over 1 MB is a 413, a compressed body a 415, a NUL a 422, nothing applied', async ({
    assert,
  }) => {
    const padding = 'x'.repeat(1024 * 1024)
    const huge = JSON.stringify({ ...JSON.parse(eventBody('evt_huge')), padding })
    const tooLarge = await post(huge, stripeSignature(huge, SIMULATOR_WEBHOOK_SECRET, now()))
    assert.equal(tooLarge.status, 413)
    assert.equal(((await tooLarge.json()) as { code: string }).code, 'E_PAYLOAD_TOO_LARGE')
    assert.isNull(await stored('evt_huge'))

    const body = eventBody('evt_gzipped')
    const gzipped = await fetch(stripeWebhookUrl(), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'content-encoding': 'gzip',
        'stripe-signature': stripeSignature(body, SIMULATOR_WEBHOOK_SECRET, now()),
      },
      body: gzipSync(body),
    })
    assert.equal(gzipped.status, 415)
    assert.isNull(await stored('evt_gzipped'))

    // A NUL in the text is refused like on every other route, signed or not (PostgreSQL text cannot hold it).
    const withNul = eventBody('evt_nul').replace('obj_1', 'obj\\u0000')
    const nul = await post(withNul, stripeSignature(withNul, SIMULATOR_WEBHOOK_SECRET, now()))
    assert.equal(nul.status, 422)
    assert.match(await nul.text(), /"rule":"no_nul"/)
    assert.isNull(await stored('evt_nul'))

    // The same route still takes a plain body of normal size.
    const plain = eventBody('evt_plain')
    const accepted = await post(plain, stripeSignature(plain, SIMULATOR_WEBHOOK_SECRET, now()))
    assert.equal(accepted.status, 200)
    assert.equal(calls.get('evt_plain'), 1)
  })

  test('only refused deliveries count against the IP: a burst of good ones is never slowed, a guesser is held off', async ({
    assert,
  }) => {
    await clearRateLimits()
    const original = app.config.get<Record<string, unknown>>(WEBHOOK_LIMITS)
    app.config.set(WEBHOOK_LIMITS, { ...original, perIp: 2 })
    try {
      const good = async (id: string) => {
        const body = eventBody(id)
        return (await post(body, stripeSignature(body, SIMULATOR_WEBHOOK_SECRET, now()))).status
      }
      const forged = async () => (await post(eventBody('evt_forged'), 't=1,v1=00')).status
      assert.deepEqual(
        await Promise.all(['evt_burst_1', 'evt_burst_2', 'evt_burst_3', 'evt_burst_4'].map(good)),
        [200, 200, 200, 200]
      )
      assert.deepEqual(
        [await forged(), await forged(), await forged()],
        [400, 400, 400],
        'the third goes over the count'
      )
      const held = await post(eventBody('evt_forged'), 't=1,v1=00')
      assert.equal(held.status, 429)
      assert.isAbove(Number(held.headers.get('retry-after')), 0)
      assert.equal(
        await good('evt_after_hold'),
        429,
        'the IP is held off for the rest of the window'
      )
      assert.isNull(await stored('evt_after_hold'))
    } finally {
      app.config.set(WEBHOOK_LIMITS, original)
      await clearRateLimits()
    }
  })

  test('a signature older than 300 s is refused (a captured delivery cannot be replayed later)', async ({
    assert,
  }) => {
    const body = eventBody('evt_stale')
    const stale = await post(body, stripeSignature(body, SIMULATOR_WEBHOOK_SECRET, now() - 301))
    assert.equal(stale.status, 400)
    assert.isNull(await stored('evt_stale'))

    const event = simulator().events.emit('test.counted', {
      id: 'obj_stale',
      object: 'thing',
    } as any)
    await pollUntil(
      () => webhookDelivered(simulator(), 'test.counted', (delivered) => delivered.id === event.id),
      { what: 'the first delivery' }
    )
    const before = simulator().events.deliveries.length
    simulator().events.resend(event.id, { stale: true })
    await simulator().events.idle()
    assert.deepEqual(
      simulator()
        .events.deliveries.slice(before)
        .map((delivery) => delivery.status),
      [400]
    )
  })

  test('a duplicate delivery answers 200 and is applied once', async ({ assert }) => {
    const event = simulator().events.emit('test.counted', { id: 'obj_dup', object: 'thing' } as any)
    await pollUntil(
      () => webhookDelivered(simulator(), 'test.counted', (delivered) => delivered.id === event.id),
      { what: 'the delivery' }
    )
    simulator().events.resend(event.id)
    simulator().events.resend(event.id)
    await simulator().events.idle()
    const statuses = simulator()
      .events.deliveries.filter((delivery) => delivery.eventId === event.id)
      .map((delivery) => delivery.status)
    assert.deepEqual(statuses, [200, 200, 200])
    assert.equal(calls.get(event.id), 1)

    const body = eventBody('evt_twice')
    const [first, second] = await Promise.all(
      [0, 1].map(() => post(body, stripeSignature(body, SIMULATOR_WEBHOOK_SECRET, now())))
    )
    const answers = ([await first.json(), await second.json()] as Array<{ duplicate: boolean }>)
      .map((answer) => answer.duplicate)
      .sort()
    assert.deepEqual(answers, [false, true])
    assert.equal(calls.get('evt_twice'), 1)
    assert.equal((await stored('evt_twice')).type, 'test.counted')
  })

  test('a failing handler rolls back its writes and the event row, answers 503 and is applied when Stripe retries', async ({
    assert,
  }) => {
    failuresLeft = 2
    const event = simulator().events.emit('test.flaky', { id: 'obj_flaky', object: 'thing' } as any)
    await pollUntil(
      () => webhookDelivered(simulator(), 'test.flaky', (delivered) => delivered.id === event.id),
      { what: 'the retried delivery to succeed' }
    )
    const attempts = simulator().events.deliveries.filter(
      (delivery) => delivery.eventId === event.id
    )
    assert.deepEqual(
      attempts.map((delivery) => [delivery.attempt, delivery.status]),
      [
        [1, 503],
        [2, 503],
        [3, 200],
      ]
    )
    assert.equal(calls.get(event.id), 3)
    assert.equal(
      (await db.from('stripe_events').where('id', `${event.id}_side_effect`).count('* as n'))[0].n,
      '1'
    )
    assert.isNotNull(await stored(event.id))
  })
})
