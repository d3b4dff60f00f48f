import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { buildWorld } from '#tests/functional/customers/world'
import { buildNetworkWorld, useSimulator } from '#tests/functional/network/network_world'
import { clearRateLimits } from '#tests/helpers/rate_limits'

const LONE = '\ud800'

/** A lone surrogate is not text: refused as a field error everywhere, before anything is written or sent on. */
test.group('Kernel / ill-formed UTF-16', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => clearRateLimits())
  const sim = useSimulator(group)

  test('public forms answer 422 on the field, not 500', async ({ client, assert }) => {
    const calls: Array<[string, Record<string, unknown>, string]> = [
      ['/rest/auth/login', { email: `a${LONE}@airdeck.test`, password: 'x' }, 'email'],
      ['/rest/auth/token', { email: `a${LONE}@airdeck.test`, password: 'x' }, 'email'],
      [
        '/rest/auth/register',
        {
          email: `a${LONE}@airdeck.test`,
          password: 'Long-enough-2026!',
          firstname: 'A',
          name: 'B',
        },
        'email',
      ],
      ['/rest/auth/password/recover', { email: `a${LONE}@airdeck.test` }, 'email'],
      ['/rest/invites/validate', { email: `a${LONE}@airdeck.test` }, 'email'],
    ]
    for (const [path, body, field] of calls) {
      const response = await client.post(path).json(body).withCsrfToken()
      assert.equal(response.status(), 422, `${path}: ${response.text()}`)
      assert.deepEqual(
        response.body().errors.map((e: any) => [e.field, e.rule]),
        [[field, 'well_formed']],
        path
      )
    }
    const dutch = await client
      .post('/rest/auth/login')
      .json({ email: LONE, password: 'x' })
      .header('accept-language', 'nl')
      .withCsrfToken()
    assert.equal(
      dutch.body().errors[0].message,
      'Het veld e-mailadres bevat tekens die geen geldige tekst zijn'
    )
  })

  test('signed-in writes answer 422 and write nothing, audit log included', async ({
    client,
    assert,
  }) => {
    const world = await buildWorld()
    const auditsBefore = await db.from('audit_logs').count('* as n')
    const calls: Array<[string, string, Record<string, unknown>, string]> = [
      ['put', '/rest/self', { firstname: `A${LONE}` }, 'firstname'],
      ['put', `/rest/groups/${world.group.id}`, { name: `G${LONE}` }, 'name'],
      ['post', `/rest/customers/${world.customer.id}/logs`, { message: LONE }, 'message'],
      ['put', `/rest/locations/${world.location.id}`, { name: `L${LONE}` }, 'name'],
      ['post', `/rest/locations/${world.location.id}/comments`, { comment: LONE }, 'comment'],
      ['put', '/rest/partners', { id: world.partner.id, name: `P${LONE}` }, 'name'],
      ['post', '/rest/partners', { name: 'P', email: `p${LONE}@airdeck.test` }, 'email'],
      [
        'put',
        `/rest/customers/${world.customer.id}`,
        { nested: { [`k${LONE}`]: 1 } },
        `nested.k${LONE}`.toWellFormed(),
      ],
    ]
    for (const [method, path, body, field] of calls) {
      const response = await (client as any)
        [method](path)
        .json(body)
        .loginAs(world.users.admin)
        .withCsrfToken()
      assert.equal(response.status(), 422, `${method} ${path}: ${response.text()}`)
      assert.deepEqual(
        response.body().errors.map((e: any) => [e.field, e.rule]),
        [[field, 'well_formed']]
      )
    }
    const auditsAfter = await db.from('audit_logs').count('* as n')
    assert.equal(auditsAfter[0].n, auditsBefore[0].n)
  })

  test('a client alias is refused before the controller is called', async ({ client, assert }) => {
    const world = await buildNetworkWorld(client, sim())
    const clients = (
      await client.get(`/rest/locations/${world.location.id}/network/clients`).loginAs(world.full)
    ).body().data
    sim().clearRequests()
    const response = await client
      .patch(`/rest/locations/${world.location.id}/network/clients/${clients[0].mac}`)
      .json({ alias: `TV${LONE}` })
      .withCsrfToken()
      .loginAs(world.full)
    assert.equal(response.status(), 422, response.text())
    assert.deepEqual(
      sim().requests.filter((request) => request.method !== 'GET'),
      []
    )
  })
})
