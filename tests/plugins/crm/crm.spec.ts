import { randomUUID } from 'node:crypto'
import { createServer } from 'node:net'
import { test } from '@japa/runner'
import { connectIntegrationWith, setIntegrationServiceUrl } from '#core/plugins/connect_integration'
import type { IntegrationConnection } from '#core/plugins/integration_contract'
import {
  PluginAuthError,
  PluginRejectedError,
  PluginUnavailableError,
  PluginUnexpectedError,
} from '#core/plugins/plugin_errors'
import crm from '#plugins/crm/index'
import { startCrmSimulator, type CrmSimulator } from '#plugins/crm/simulator/index'
import { failure, guestForget, guestSync } from '../integration_support/guest_events.js'

const TOKEN = 'pat-eu1-0123456789abcdef0123456789abcdef'
const UPSERT = 'POST /crm/objects/2026-03/contacts/batch/upsert'

test.group('crm plugin against the HubSpot-like simulator', (group) => {
  let simulator: CrmSimulator
  let connect: (settings?: Record<string, unknown>) => Promise<IntegrationConnection>
  group.setup(async () => {
    simulator = await startCrmSimulator({ token: TOKEN, host: '127.0.0.1' })
    setIntegrationServiceUrl('crm', simulator.url)
    connect = (settings = {}) =>
      connectIntegrationWith(
        crm,
        { accessToken: TOKEN, ...settings },
        { cacheNamespace: `crm-${randomUUID()}`, timeoutMs: 500 }
      )
    return async () => {
      setIntegrationServiceUrl('crm', null)
      await simulator.stop()
    }
  })
  group.each.setup(() => {
    simulator.faults.reset()
    simulator.clearRequests()
  })

  test('connect reads one contact page with the token; a wrong or revoked token is an auth error', async ({
    assert,
  }) => {
    assert.deepEqual(await (await connect()).testConnection(), { account: null })
    assert.equal(
      simulator.requests[0].path,
      '/crm/objects/2026-03/contacts?limit=1&properties=email'
    )
    assert.instanceOf(
      await failure(
        (await connect({ accessToken: 'pat-eu1-wrong-token-0000000000' })).testConnection()
      ),
      PluginAuthError
    )
    simulator.faults.expireSessions()
    assert.instanceOf(await failure((await connect()).testConnection()), PluginAuthError)
  })

  test('5xx, 429 with Retry-After, garbage, a hang and a closed port map to the error classes', async ({
    assert,
  }) => {
    const connection = await connect()
    simulator.faults.failNext(1, 500)
    assert.instanceOf(await failure(connection.testConnection()), PluginUnavailableError)
    simulator.faults.rateLimitNext(1, 3)
    const throttled = await failure(connection.syncGuest!(guestSync('a@example.com')))
    assert.instanceOf(throttled, PluginUnavailableError)
    assert.equal(throttled.retryAfterSeconds, 3)
    simulator.faults.garbageNext(1)
    assert.instanceOf(
      await failure(connection.syncGuest!(guestSync('a@example.com'))),
      PluginUnexpectedError
    )
    simulator.faults.hangNext(1)
    assert.instanceOf(await failure(connection.testConnection()), PluginUnavailableError)
    assert.lengthOf(simulator.state.contacts(), 0, 'nothing was written by the failed calls')

    const closed = createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const port = (closed.address() as { port: number }).port
    await new Promise<void>((resolve) => closed.close(() => resolve()))
    setIntegrationServiceUrl('crm', `https://127.0.0.1:${port}`)
    try {
      const unreachable = await failure((await connect()).testConnection())
      assert.instanceOf(unreachable, PluginUnavailableError)
      assert.equal(unreachable.message, 'HubSpot CRM is unreachable', 'named, not "the controller"')
    } finally {
      setIntegrationServiceUrl('crm', simulator.url)
    }
  })

  test('a guest is upserted by e-mail (created, then updated), the opt-in property only when configured, then GDPR-deleted', async ({
    assert,
  }) => {
    const plain = await connect()
    assert.match(
      (await plain.syncGuest!(guestSync('An@Example.com'))).message,
      /^contact 101 created \(email, firstname, lastname, phone, hs_language\)$/
    )
    const withOptIn = await connect({ optInProperty: 'airdeck_marketing_opt_in' })
    const optIn = guestSync('an@example.com', {
      reason: 'opted_in',
      optIn: true,
      guest: {
        email: 'an@example.com',
        firstname: 'An',
        lastname: null,
        phone: null,
        language: null,
      },
    })
    assert.match((await withOptIn.syncGuest!(optIn)).message, /^contact 101 updated/)
    await withOptIn.syncGuest!(optIn)
    assert.lengthOf(simulator.state.contacts(), 1)
    assert.deepInclude(simulator.state.contactByEmail('an@example.com')!.properties, {
      email: 'an@example.com',
      firstname: 'An',
      lastname: 'Peeters',
      phone: '+32 470 12 34 56',
      hs_language: 'nl',
      airdeck_marketing_opt_in: 'true',
    })
    assert.deepEqual(simulator.requests.filter((r) => `${r.method} ${r.path}` === UPSERT).length, 3)

    assert.equal(
      (await plain.forgetGuest!(guestForget('AN@example.com'))).message,
      'contact permanently deleted (GDPR)'
    )
    assert.deepEqual(simulator.state.gdprDeleted(), ['an@example.com'])
    assert.match(
      (await plain.forgetGuest!(guestForget('an@example.com'))).message,
      /nothing to forget/
    )
  })

  test('a property the account lacks fails the batch, a bad address is a per-input error: both are rejections', async ({
    assert,
  }) => {
    const unknownProperty = await failure(
      (await connect({ optInProperty: 'no_such_property' })).syncGuest!(
        guestSync('b@example.com', { optIn: true })
      )
    )
    assert.instanceOf(unknownProperty, PluginRejectedError)
    assert.match(unknownProperty.detail, /VALIDATION_ERROR/)
    const badAddress = await failure(
      (await connect()).syncGuest!(guestSync('not-an-address@nowhere'))
    )
    assert.instanceOf(badAddress, PluginRejectedError)
    assert.match(badAddress.detail, /invalid/)
    assert.lengthOf(simulator.state.contacts(), 0)
  })

  test('many guests go in one batch upsert; a refused address fails only its own result, matched by e-mail', async ({
    assert,
  }) => {
    const connection = await connect()
    assert.isTrue(connection.capabilities.has('syncGuests'))
    assert.equal(connection.batchSize, 100)
    await connection.syncGuest!(guestSync('known@example.com'))
    simulator.clearRequests()

    const results = await connection.syncGuests!([
      guestSync('New@Example.com'),
      guestSync('not-an-address@nowhere'),
      guestSync('known@example.com'),
    ])
    assert.lengthOf(
      simulator.requests.filter((request) => `${request.method} ${request.path}` === UPSERT),
      1,
      'one call for the three guests'
    )
    assert.isTrue(results[0].ok)
    assert.match(results[0].ok ? results[0].message : '', /^contact \d+ created/)
    assert.isFalse(results[1].ok)
    assert.instanceOf(results[1].ok ? null : results[1].error, PluginRejectedError)
    assert.isTrue(results[2].ok)
    assert.match(results[2].ok ? results[2].message : '', /^contact \d+ updated/)
    assert.sameMembers(
      simulator.state.contacts().map((contact) => contact.properties.email),
      ['known@example.com', 'new@example.com']
    )

    simulator.faults.failNext(1, 503)
    assert.instanceOf(
      await failure(connection.syncGuests!([guestSync('later@example.com')])),
      PluginUnavailableError,
      'a failure of the whole call is thrown, not spread over the results'
    )
  })
})
