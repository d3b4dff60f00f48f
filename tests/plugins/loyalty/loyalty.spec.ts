import { randomUUID } from 'node:crypto'
import { test } from '@japa/runner'
import { connectIntegrationWith, setIntegrationServiceUrl } from '#core/plugins/connect_integration'
import type { IntegrationConnection } from '#core/plugins/integration_contract'
import {
  PluginAuthError,
  PluginRejectedError,
  PluginUnavailableError,
  PluginUnexpectedError,
} from '#core/plugins/plugin_errors'
import loyalty from '#plugins/loyalty/index'
import { startLoyaltySimulator, type LoyaltySimulator } from '#plugins/loyalty/simulator/index'
import { failure, guestForget, guestSync } from '../integration_support/guest_events.js'

const API_KEY = 'piggy-test-key-0123456789abcdef'

test.group('loyalty plugin against the Piggy-like simulator', (group) => {
  let simulator: LoyaltySimulator
  let connect: (apiKey?: string, timeoutMs?: number) => Promise<IntegrationConnection>
  group.setup(async () => {
    simulator = await startLoyaltySimulator({ apiKey: API_KEY, host: '127.0.0.1' })
    setIntegrationServiceUrl('loyalty', simulator.url)
    connect = (apiKey = API_KEY, timeoutMs) =>
      connectIntegrationWith(
        loyalty,
        { apiKey },
        { cacheNamespace: `loyalty-${randomUUID()}`, timeoutMs }
      )
    return async () => {
      setIntegrationServiceUrl('loyalty', null)
      await simulator.stop()
    }
  })
  group.each.setup(() => {
    simulator.faults.reset()
    simulator.clearRequests()
  })

  test('connect tests the key: right key ok, wrong or revoked key is an auth error, nothing else called', async ({
    assert,
  }) => {
    assert.deepEqual(await (await connect()).testConnection(), { account: null })
    assert.instanceOf(
      await failure((await connect('another-key-0123456789abcdef')).testConnection()),
      PluginAuthError
    )
    simulator.faults.expireSessions()
    assert.instanceOf(await failure((await connect()).testConnection()), PluginAuthError)
    assert.deepEqual(
      simulator.requests.map((r) => `${r.method} ${r.path} ${r.status}`),
      [
        'GET /api/v3/oauth/clients/contact-attributes 200',
        'GET /api/v3/oauth/clients/contact-attributes 401',
        'GET /api/v3/oauth/clients/contact-attributes 401',
      ]
    )
  })

  test('down, maintenance, 429, garbage and a timeout map to the error classes', async ({
    assert,
  }) => {
    const connection = await connect(API_KEY, 500)
    simulator.faults.failNext(1, 502)
    assert.instanceOf(await failure(connection.testConnection()), PluginUnavailableError)
    simulator.faults.failNext(1, 503)
    const maintenance = await failure(connection.testConnection())
    assert.instanceOf(maintenance, PluginUnavailableError)
    assert.match(maintenance.message, /maintenance/)
    simulator.faults.rateLimitNext(1, 12)
    const throttled = await failure(connection.testConnection())
    assert.instanceOf(throttled, PluginUnavailableError)
    assert.equal(throttled.retryAfterSeconds, 12)
    simulator.faults.garbageNext(1)
    assert.instanceOf(await failure(connection.testConnection()), PluginUnexpectedError)
    simulator.faults.hangNext(1)
    assert.instanceOf(await failure(connection.testConnection()), PluginUnavailableError)
    assert.deepEqual(await connection.testConnection(), { account: null })
  })

  test('a guest becomes a contact with attributes; an opt-in subscribes; a repeat changes nothing; forget erases', async ({
    assert,
  }) => {
    const connection = await connect()
    const choices = await connection.optionChoices!()
    assert.deepEqual(
      choices.subscriptionTypeUuid.map((choice) => choice.label),
      ['Nieuwsbrief (OPT_IN)', 'Acties (DOUBLE_OPT_IN)']
    )

    const plain = await connection.syncGuest!(guestSync('An.Peeters@Example.com'))
    assert.match(plain.message, /attributes firstname, lastname, phone, locale$/)
    const contact = simulator.state.contactByEmail('an.peeters@example.com')!
    assert.deepInclude(contact.current_values, {
      firstname: 'An',
      lastname: 'Peeters',
      phone: '+32 470 12 34 56',
      locale: 'nl',
    })
    assert.isFalse(contact.subscriptions.some((s: any) => s.is_subscribed))
    simulator.clearRequests()
    const again = await connection.syncGuest!(guestSync('an.peeters@example.com'))
    assert.match(again.message, /locale \(as stored\)$/)
    assert.deepEqual(
      simulator.requests.map((r) => r.method),
      ['GET'],
      'a returning guest whose values are stored: no update call'
    )
    await connection.syncGuest!(
      guestSync('an.peeters@example.com', {
        guest: { ...guestSync('an.peeters@example.com').guest, phone: '+32 470 00 00 00' },
      })
    )
    assert.equal(
      simulator.state.contactByEmail('an.peeters@example.com')!.current_values.phone,
      '+32 470 00 00 00'
    )

    const optIn = guestSync('an.peeters@example.com', {
      reason: 'opted_in',
      optIn: true,
      returning: true,
    })
    assert.match(
      (await connection.syncGuest!(optIn)).message,
      /subscribed to Nieuwsbrief \(SUBSCRIBED\)/
    )
    await connection.syncGuest!(optIn)
    assert.lengthOf(simulator.state.contacts(), 1)
    const newsletter = simulator.state
      .contactByEmail('an.peeters@example.com')!
      .subscriptions.find((s: any) => s.subscription_type.name === 'Nieuwsbrief')
    assert.deepInclude(newsletter, { is_subscribed: true, status: 'SUBSCRIBED' })

    const promotions = simulator.state.subscriptionTypes().find((type) => type.name === 'Acties')!
    const pending = await connection.syncGuest!(
      guestSync('luc@example.com', {
        optIn: true,
        options: { subscriptionTypeUuid: promotions.uuid },
      })
    )
    assert.match(pending.message, /subscribed to Acties \(PENDING_CONFIRMATION\)/)

    assert.equal(
      (await connection.forgetGuest!(guestForget('AN.PEETERS@example.com'))).message,
      `contact ${contact.uuid} deleted`
    )
    assert.isUndefined(simulator.state.contactByEmail('an.peeters@example.com'))
    assert.match(
      (await connection.forgetGuest!(guestForget('nobody@example.com'))).message,
      /nothing to forget/
    )
  })

  test('the service refusing one record is a rejection, not a connection failure', async ({
    assert,
  }) => {
    const connection = await connect()
    const badPhone = await failure(
      connection.syncGuest!(
        guestSync('bad-phone@example.com', {
          guest: {
            email: 'bad-phone@example.com',
            firstname: null,
            lastname: null,
            phone: 'call me',
            language: null,
          },
        })
      )
    )
    assert.instanceOf(badPhone, PluginRejectedError)
    assert.equal(badPhone.reason, 'invalid_value')
    assert.match(badPhone.detail, /attributes\.phone/)
    const gone = await failure(
      connection.syncGuest!(
        guestSync('x@example.com', { optIn: true, options: { subscriptionTypeUuid: randomUUID() } })
      )
    )
    assert.instanceOf(gone, PluginRejectedError)
  })
})
