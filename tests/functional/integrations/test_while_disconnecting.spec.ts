import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { PERMISSION_KEYS } from '#core/access/permissions'
import { createTenant, createUser, grant } from '#tests/helpers/fixtures'
import { AUDIENCE, MAILCHIMP_KEY, useMailchimp } from './integration_world.js'

/**
 * "Test" reads the service with the stored key and then logs the attempt; a disconnect that lands meanwhile deleted
 * the connection under it, and the log line (or the reload) was a 500 in 4 of 5 tries.
 */
test.group('Integrations / testing and disconnecting at the same moment', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  const mailchimp = useMailchimp(group)

  test('each request gets a clean answer: the test a 200 or 404, the disconnect a 204 or 404; nothing is left behind', async ({
    client,
    assert,
  }) => {
    const { location, customer } = await createTenant()
    const owner = await createUser()
    await grant(owner, 'customer', customer.id, [...PERMISSION_KEYS])
    const path = `/rest/portal/${location.id}/integrations/mailchimp`
    for (let round = 0; round < 5; round++) {
      mailchimp().faults.latencyMs = 0
      const connected = await client
        .put(path)
        .json({ settings: { apiKey: MAILCHIMP_KEY }, options: { audienceId: AUDIENCE.id } })
        .withCsrfToken()
        .loginAs(owner)
      connected.assertStatus(200)
      // The service answers slowly, so the disconnect lands while the test waits for it.
      mailchimp().faults.latencyMs = 150
      const [tested, disconnected] = await Promise.all([
        client.post(`${path}/test`).withCsrfToken().loginAs(owner),
        new Promise((resolve) => setTimeout(resolve, 50)).then(() =>
          client.delete(path).withCsrfToken().loginAs(owner)
        ),
      ])
      assert.include([200, 404, 409], tested.status(), `round ${round}: ${tested.text()}`)
      assert.include([204, 404], disconnected.status(), `round ${round}: ${disconnected.text()}`)
      if (tested.status() !== 200)
        assert.equal(
          tested.body().code,
          tested.status() === 404 ? 'E_NOT_FOUND' : tested.body().code
        )
      assert.lengthOf(
        await db.from('integration_connections').where('id', connected.body().id),
        0,
        `round ${round}: disconnected`
      )
      assert.lengthOf(
        await db.from('integration_attempts').where('connection_id', connected.body().id),
        0,
        `round ${round}: no orphan log line`
      )
    }
  })
})
