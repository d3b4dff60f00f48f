import { randomBytes, randomUUID } from 'node:crypto'
import { createServer } from 'node:net'
import { test } from '@japa/runner'
import { connectIntegrationWith } from '#core/plugins/connect_integration'
import type { IntegrationConnection } from '#core/plugins/integration_contract'
import {
  PluginAuthError,
  PluginRejectedError,
  PluginUnavailableError,
} from '#core/plugins/plugin_errors'
import { fakeOutboundResolution } from '#kernel/outbound/outbound_policy'
import barOrdering from '#plugins/bar_ordering/index'
import {
  startBarOrderingSimulator,
  type BarOrderingSimulator,
} from '#plugins/bar_ordering/simulator/index'
import { failure, guestForget, guestSync } from '../integration_support/guest_events.js'

const newSecret = () => `whsec_${randomBytes(32).toString('base64')}`

/** Deliveries go through the guarded outbound client; .env.test allows loopback (OUTBOUND_ALLOW_PRIVATE) for the receiver. */
test.group(
  'bar_ordering plugin: signed webhooks to a receiver that verifies with standardwebhooks',
  (group) => {
    const secret = newSecret()
    let receiver: BarOrderingSimulator
    let connect: (settings?: Record<string, unknown>) => Promise<IntegrationConnection>
    group.setup(async () => {
      receiver = await startBarOrderingSimulator({ secret, host: '127.0.0.1' })
      connect = (settings = {}) =>
        connectIntegrationWith(
          barOrdering,
          { url: receiver.endpointUrl, secret, ...settings },
          { cacheNamespace: `bar-${randomUUID()}` }
        )
      return () => receiver.stop()
    })
    group.each.setup(() => {
      receiver.faults.reset()
      receiver.clearRequests()
    })

    test('connect sends a signed test event; a wrong secret or a rotated one is an auth error', async ({
      assert,
    }) => {
      assert.deepEqual(await (await connect()).testConnection(), { account: null })
      assert.equal(receiver.state.deliveries().at(-1)!.type, 'webhook.test')
      const rejectedBefore = receiver.state.rejectedSignatures()
      assert.instanceOf(
        await failure((await connect({ secret: newSecret() })).testConnection()),
        PluginAuthError
      )
      assert.equal(receiver.state.rejectedSignatures(), rejectedBefore + 1)
      receiver.faults.expireSessions()
      assert.instanceOf(await failure((await connect()).testConnection()), PluginAuthError)
    })

    test('a guest event arrives verified with the guest; a retry of the same delivery is deduplicated; forget erases', async ({
      assert,
    }) => {
      const connection = await connect()
      const sync = guestSync('Guest@Example.com', { reason: 'opted_in', optIn: true })
      assert.match(
        (await connection.syncGuest!(sync)).message,
        /^guest\.opted_in delivered \(200, \d+ ms\)$/
      )
      await connection.syncGuest!(sync)
      const received = receiver.state
        .deliveries()
        .filter((d) => d.webhookId === `msg_${sync.deliveryId}`)
      assert.lengthOf(received, 1)
      assert.deepEqual(received[0].payload, {
        type: 'guest.opted_in',
        timestamp: sync.at,
        data: {
          venue_id: 7,
          venue_name: 'Brasserie De Kaai',
          portal_id: 1,
          email: 'guest@example.com',
          first_name: 'An',
          last_name: 'Peeters',
          phone: '+32 470 12 34 56',
          locale: 'nl',
          marketing_opt_in: true,
          returning: false,
          source: 'wifi',
        },
      })
      assert.deepEqual(receiver.state.guest('guest@example.com'), {
        email: 'guest@example.com',
        firstName: 'An',
        lastName: 'Peeters',
        phone: '+32 470 12 34 56',
        locale: 'nl',
        marketingOptIn: true,
        venues: ['Brasserie De Kaai'],
      })

      assert.match(
        (await connection.forgetGuest!(guestForget('guest@example.com'))).message,
        /^guest\.data_deleted delivered/
      )
      assert.isUndefined(receiver.state.guest('guest@example.com'))
    })

    test('5xx and 429 are unavailable, 410 and garbage: only the status counts', async ({
      assert,
    }) => {
      const connection = await connect()
      receiver.faults.failNext(1, 502)
      assert.instanceOf(
        await failure(connection.syncGuest!(guestSync('a@example.com'))),
        PluginUnavailableError
      )
      receiver.faults.rateLimitNext(1, 30)
      assert.equal(
        (await failure(connection.syncGuest!(guestSync('a@example.com')))).retryAfterSeconds,
        30
      )
      receiver.faults.failNext(1, 410)
      const gone = await failure(connection.syncGuest!(guestSync('a@example.com')))
      assert.instanceOf(gone, PluginAuthError)
      assert.match(gone.message, /410/)
      receiver.faults.failNext(1, 400)
      assert.instanceOf(
        await failure(connection.syncGuest!(guestSync('a@example.com'))),
        PluginRejectedError
      )
      // A 2xx with a body that is not JSON still acknowledges the delivery (Standard Webhooks: success = 2xx).
      receiver.faults.garbageNext(1)
      assert.match(
        (await connection.syncGuest!(guestSync('a@example.com'))).message,
        /delivered \(200/
      )
    })

    test('a closed port is unavailable; an address that resolves privately is refused without connecting', async ({
      assert,
    }) => {
      const closed = createServer()
      await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
      const port = (closed.address() as { port: number }).port
      await new Promise<void>((resolve) => closed.close(() => resolve()))
      assert.instanceOf(
        await failure((await connect({ url: `https://127.0.0.1:${port}/hook` })).testConnection()),
        PluginUnavailableError
      )

      const restore = fakeOutboundResolution({ 'orders.rebind.test': ['10.0.0.7'] })
      try {
        const refused = await failure(
          (await connect({ url: 'https://orders.rebind.test/webhooks/airdeck' })).testConnection()
        )
        assert.instanceOf(refused, PluginRejectedError)
        assert.match(refused.detail, /blocked_address/)
      } finally {
        restore()
      }
      const invalidSettings = await failure(
        connect({ url: 'ftp://orders.example/hook', secret: 'not-a-secret' })
      )
      assert.equal(invalidSettings?.code, 'E_VALIDATION_ERROR')
    })
  }
)
