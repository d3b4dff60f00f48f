import { createHash, randomUUID } from 'node:crypto'
import { test } from '@japa/runner'
import mailchimp from '#plugins/mailchimp/index'
import { subscriberHash } from '#plugins/mailchimp/index'
import { apiBaseUrl } from '#plugins/mailchimp/settings'
import {
  startMailchimpSimulator,
  type MailchimpSimulator,
} from '#plugins/mailchimp/simulator/index'
import { connectIntegrationWith, setIntegrationServiceUrl } from '#core/plugins/connect_integration'
import type { GuestSync, IntegrationConnection } from '#core/plugins/integration_contract'
import {
  PluginAuthError,
  PluginRejectedError,
  PluginUnavailableError,
  PluginUnexpectedError,
} from '#core/plugins/plugin_errors'
import { pluginProblems } from '#core/plugins/validate_plugin'
import {
  nextAttemptAfter,
  RETRY_WAITS_SECONDS,
} from '#core/integrations/delivery/delivery_schedule'

const KEY = 'abcdef0123456789abcdef0123456789-us21'
const sync = (email: string, extra: Partial<GuestSync> = {}): GuestSync => ({
  reason: 'signed_in',
  guest: { email, firstname: 'Ann', lastname: null, phone: null, language: 'nl' },
  optIn: true,
  returning: false,
  venue: { portalId: 1, locationId: 1, name: 'Bar Centraal' },
  at: '2026-11-25T10:00:00.000Z',
  deliveryId: '1',
  options: { audienceId: 'list000001' },
  ...extra,
})

test.group('Mailchimp plugin against its simulator', (group) => {
  let sim: MailchimpSimulator
  let connection: IntegrationConnection
  group.setup(async () => {
    sim = await startMailchimpSimulator({
      apiKeys: [KEY],
      audiences: [{ id: 'list000001', name: 'Guests', mergeFields: ['FNAME', 'LNAME'] }],
    })
    setIntegrationServiceUrl('mailchimp', sim.url)
    connection = await connectIntegrationWith(
      mailchimp,
      { apiKey: KEY },
      { cacheNamespace: randomUUID(), timeoutMs: 2000 }
    )
    return async () => {
      setIntegrationServiceUrl('mailchimp', null)
      await sim.stop()
    }
  })
  group.each.setup(() => sim.faults.reset())

  test('the manifest passes boot validation; a wrong capability or scope does not', ({
    assert,
  }) => {
    assert.deepEqual(pluginProblems('mailchimp', 'integration', mailchimp), [])
    const broken = {
      ...mailchimp,
      manifest: { ...mailchimp.manifest, capabilities: ['syncGuest', 'listWlans'], scope: 'world' },
    }
    assert.deepEqual(pluginProblems('mailchimp', 'integration', broken), [
      'unknown capabilities: listWlans',
      'manifest.scope must be one of portal, partner',
    ])
    assert.include(
      pluginProblems('mailchimp', 'controller', mailchimp).join(),
      'manifest.kind "integration" must be "controller"'
    )
  })

  test('the data-centre comes from the key; Basic auth; the hash is MD5 of the lower-cased address', async ({
    assert,
  }) => {
    assert.equal(apiBaseUrl('abc-us21', null), 'https://us21.api.mailchimp.com/3.0')
    assert.equal(
      subscriberHash(' Ann@Example.COM '),
      createHash('md5').update('ann@example.com').digest('hex')
    )
    assert.deepEqual(await connection.testConnection(), { account: 'Airdeck Simulated Account' })
    assert.deepEqual(await connection.listAudiences!(), [
      { id: 'list000001', name: 'Guests', memberCount: 0 },
    ])
  })

  test('upsert with status_if_new from the opt-in, then tags in a second call; only an opt-in changes a status', async ({
    assert,
  }) => {
    await connection.syncGuest!(sync('ann@example.com'))
    await connection.syncGuest!(sync('bob@example.com', { optIn: false }))
    assert.equal(sim.member('Guests', 'ann@example.com')?.status, 'subscribed')
    assert.deepEqual(
      sim.member('Guests', 'ann@example.com')?.tags.map((tag) => tag.name),
      ['wifi-guest', 'Bar Centraal']
    )
    assert.equal(sim.member('Guests', 'bob@example.com')?.status, 'transactional')
    const calls = sim.requests.filter((request) =>
      request.path.includes(subscriberHash('ann@example.com'))
    )
    assert.deepEqual(
      calls.map((request) => request.method),
      ['PUT', 'POST']
    )
    assert.notProperty(calls[0].body, 'tags')

    const returning = await connection.syncGuest!(sync('bob@example.com', { optIn: false }))
    assert.equal(sim.member('Guests', 'bob@example.com')?.status, 'transactional')
    assert.match(returning.message, /\(already set\)$/)
    assert.deepEqual(
      sim.requests
        .filter((request) => request.path.includes(subscriberHash('bob@example.com')))
        .map((request) => request.method),
      ['PUT', 'POST', 'PUT'],
      'a returning guest who has every tag: no second call'
    )
    await connection.syncGuest!(
      sync('bob@example.com', {
        optIn: false,
        venue: { portalId: 2, locationId: 2, name: 'Bar Noord' },
      })
    )
    assert.sameMembers(
      sim.member('Guests', 'bob@example.com')!.tags.map((tag) => tag.name),
      ['wifi-guest', 'Bar Centraal', 'Bar Noord'],
      'a tag the member lacks: the tags call again'
    )
    await connection.syncGuest!(
      sync('bob@example.com', {
        reason: 'opted_in',
        optIn: true,
        options: { audienceId: 'list000001', doubleOptIn: true },
      })
    )
    assert.equal(
      sim.member('Guests', 'bob@example.com')?.status,
      'pending',
      'double opt-in: Mailchimp mails the confirmation'
    )
  })

  test('failures map to the three classes; RFC 7807 refusals are rejections', async ({
    assert,
  }) => {
    sim.faults.wrongCredentials = true
    await assert.rejects(() => connection.testConnection(), PluginAuthError as any)
    sim.faults.reset()
    sim.faults.rateLimitNext(1, 45)
    const throttled = await connection.testConnection().catch((error) => error)
    assert.instanceOf(throttled, PluginUnavailableError)
    assert.equal(throttled.retryAfterSeconds, 45)
    sim.faults.failNext(1, 500)
    await assert.rejects(() => connection.testConnection(), PluginUnavailableError as any)
    sim.faults.garbageNext(1)
    await assert.rejects(() => connection.testConnection(), PluginUnexpectedError as any)
    sim.faults.hangNext(1)
    await assert.rejects(() => connection.testConnection(), PluginUnavailableError as any)

    const invalid = await connection.syncGuest!(
      sync('cara@example.com', {
        guest: {
          email: 'cara@example.com',
          firstname: null,
          lastname: null,
          phone: '+3212345678',
          language: null,
        },
      })
    ).catch((error) => error)
    assert.instanceOf(invalid, PluginRejectedError)
    assert.include(invalid.detail, 'merge_fields.PHONE')
    const noList = await connection.syncGuest!(
      sync('cara@example.com', { options: { audienceId: 'gone000000' } })
    ).catch((error) => error)
    assert.equal(noList.reason, 'not_found')
  })

  test('forget deletes permanently; a forgotten address cannot come back; forgetting an unknown one is fine', async ({
    assert,
  }) => {
    await connection.syncGuest!(sync('dan@example.com'))
    const forgotten = await connection.forgetGuest!({
      email: 'DAN@example.com',
      at: '2026-11-25T11:00:00.000Z',
      deliveryId: '2',
      options: { audienceId: 'list000001' },
    })
    assert.include(forgotten.message, 'permanently deleted')
    assert.isUndefined(sim.member('Guests', 'dan@example.com'))
    const again = await connection.syncGuest!(sync('dan@example.com')).catch((error) => error)
    assert.equal(again.reason, 'conflict')
    const unknown = await connection.forgetGuest!({
      email: 'nobody@example.com',
      at: '2026-11-25T11:00:00.000Z',
      deliveryId: '3',
      options: { audienceId: 'list000001' },
    })
    assert.include(unknown.message, 'nothing to forget')
  })

  test('backoff: quick at first, further apart, given up after the last wait; Retry-After wins when longer', ({
    assert,
  }) => {
    const now = new Date('2026-11-25T10:00:00Z')
    assert.equal(nextAttemptAfter(1, now)!.getTime() - now.getTime(), 30_000)
    assert.equal(nextAttemptAfter(1, now, 300)!.getTime() - now.getTime(), 300_000)
    assert.equal(
      nextAttemptAfter(RETRY_WAITS_SECONDS.length, now)!.getTime() - now.getTime(),
      86_400_000
    )
    assert.isNull(nextAttemptAfter(RETRY_WAITS_SECONDS.length + 1, now))
  })
})
