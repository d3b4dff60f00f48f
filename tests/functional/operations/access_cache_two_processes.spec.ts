import { test } from '@japa/runner'
import type { ChildProcess } from 'node:child_process'
import db from '@adonisjs/lucid/services/db'
import User from '#core/users/models/user'
import Group from '#core/groups/models/group'
import Customer from '#core/customers/models/customer'
import Location from '#core/locations/models/location'
import AccessGrant from '#core/access/models/access_grant'
import { childEnvironment, runApp } from '#tests/helpers/spawn_app'
import { startProductionWebs, stopProcess } from '#tests/helpers/web_process'
import { dropDatabase, recreateDatabase, scratchDatabaseUrl } from '#tests/helpers/scratch_database'
import { TEST_PASSWORD } from '#tests/helpers/fixtures'

/**
 * Permissions, and the token and user rows of signed-in requests, are cached in each web process (docs/security.md
 * "Cached permissions"). Two real web processes share one database and one Redis: a grant revoked, a token deleted,
 * a role given or an account deleted through the first counts in the second on its very next request, although the
 * second answered from its cache just before.
 */
/** The two processes' ports, free ones chosen when they start. */
let ports: number[] = []
const base = (index: number) => `http://127.0.0.1:${ports[index]}`

/** Both web processes on one database, all started or none. */
async function startWebs(databaseUrl: string) {
  const started = await startProductionWebs(2, databaseUrl, {
    APP_KEY: 'access-cache-two-processes-key-0123456789',
  })
  ports = started.ports
  return started.processes
}

async function call(index: number, method: string, path: string, token: string, body?: unknown) {
  const response = await fetch(`${base(index)}${path}`, {
    method,
    headers: {
      accept: 'application/json',
      authorization: `Bearer ${token}`,
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  })
  const text = await response.text()
  return { status: response.status, body: text ? JSON.parse(text) : null }
}

async function tokenOf(index: number, email: string) {
  return (await issuedToken(index, email)).token
}

async function issuedToken(index: number, email: string) {
  const response = await fetch(`${base(index)}/rest/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept': 'application/json' },
    body: JSON.stringify({ email, password: TEST_PASSWORD, name: 'two processes' }),
  })
  if (!response.ok)
    throw new Error(`token for ${email}: ${response.status} ${await response.text()}`)
  return (await response.json()) as { id: string; token: string }
}

test.group('Operations / cached permissions across two web processes', () => {
  test('a grant revoked through one process is refused by the other on the next request', async ({
    assert,
  }) => {
    const url = scratchDatabaseUrl('access_cache')
    await recreateDatabase(url)
    const migrated = await runApp(
      ['migration:run', '--force'],
      childEnvironment({ DATABASE_URL: url.toString() }),
      { timeoutMs: 120_000 }
    )
    assert.equal(migrated.code, 0, migrated.output)

    db.manager.add('access_cache', {
      client: 'pg',
      connection: { connectionString: url.toString() },
    })
    const webs: ChildProcess[] = []
    try {
      const group = await Group.create({ name: 'Two processes' }, { connection: 'access_cache' })
      const customer = await Customer.create(
        { name: 'Two processes', groupId: group.id, paymentMethod: 1 },
        { connection: 'access_cache' }
      )
      const venue = await Location.create(
        { name: 'Shared venue', customerId: customer.id },
        { connection: 'access_cache' }
      )
      const other = await Location.create(
        { name: 'Kept venue', customerId: customer.id },
        { connection: 'access_cache' }
      )
      const admin = await User.create(
        {
          email: 'admin@two.test',
          password: TEST_PASSWORD,
          firstname: 'A',
          name: 'Dmin',
          lang: 'en',
          isAdmin: true,
        },
        { connection: 'access_cache' }
      )
      const viewer = await User.create(
        {
          email: 'viewer@two.test',
          password: TEST_PASSWORD,
          firstname: 'V',
          name: 'Iewer',
          lang: 'en',
        },
        { connection: 'access_cache' }
      )
      for (const location of [venue, other])
        await AccessGrant.create(
          {
            userId: viewer.id,
            subjectType: 'location',
            subjectId: location.id,
            permissions: ['location_read'],
          },
          { connection: 'access_cache' }
        )

      webs.push(...(await startWebs(url.toString())))
      const adminToken = await tokenOf(0, admin.email)
      const viewerToken = await tokenOf(1, viewer.email)

      // Process 2 answers from its cache after the first request.
      for (let i = 0; i < 3; i++) {
        assert.equal((await call(1, 'GET', `/rest/locations/${venue.id}`, viewerToken)).status, 200)
        const self = await call(1, 'GET', '/rest/self', viewerToken)
        assert.equal(self.body.default_location.id, venue.id)
      }

      const removed = await call(0, 'DELETE', `/rest/users/${viewer.id}`, adminToken, {
        subject_type: 'location',
        subject_id: venue.id,
      })
      assert.oneOf(removed.status, [200, 204], JSON.stringify(removed.body))

      assert.equal((await call(1, 'GET', `/rest/locations/${venue.id}`, viewerToken)).status, 404)
      const after = await call(1, 'GET', '/rest/self', viewerToken)
      assert.equal(after.body.default_location.id, other.id)
      assert.equal((await call(1, 'GET', `/rest/locations/${other.id}`, viewerToken)).status, 200)
      // And the other way round: the last grant, revoked through process 2, is refused by process 1 at once.
      for (let i = 0; i < 3; i++)
        assert.equal((await call(0, 'GET', `/rest/locations/${other.id}`, viewerToken)).status, 200)
      const last = await call(1, 'DELETE', `/rest/users/${viewer.id}`, adminToken, {
        subject_type: 'location',
        subject_id: other.id,
        confirm_last_permission_removal: true,
      })
      assert.oneOf(last.status, [200, 204], JSON.stringify(last.body))
      assert.equal((await call(0, 'GET', `/rest/locations/${other.id}`, viewerToken)).status, 404)
      assert.isFalse((await call(0, 'GET', '/rest/self', viewerToken)).body.has_locations)
    } finally {
      await Promise.all(webs.map(stopProcess))
      await db.manager.close('access_cache', true)
      await dropDatabase(url)
    }
  }).timeout(240_000)

  test('a token deleted, a role given and an account deleted through one process count at once on the other', async ({
    assert,
  }) => {
    const url = scratchDatabaseUrl('signed_in_cache')
    await recreateDatabase(url)
    const migrated = await runApp(
      ['migration:run', '--force'],
      childEnvironment({ DATABASE_URL: url.toString() }),
      { timeoutMs: 120_000 }
    )
    assert.equal(migrated.code, 0, migrated.output)
    db.manager.add('signed_in_cache', {
      client: 'pg',
      connection: { connectionString: url.toString() },
    })
    const webs: ChildProcess[] = []
    try {
      const connection = { connection: 'signed_in_cache' }
      const fields = { password: TEST_PASSWORD, firstname: 'T', name: 'Wo', lang: 'en' as const }
      const admin = await User.create(
        { ...fields, email: 'admin@tokens.test', isAdmin: true },
        connection
      )
      const user = await User.create({ ...fields, email: 'user@tokens.test' }, connection)
      webs.push(...(await startWebs(url.toString())))
      const adminToken = await tokenOf(0, admin.email)
      const doomed = await issuedToken(0, user.email)
      const kept = await tokenOf(1, user.email)

      // Process 2 keeps both tokens and the user's row from the second request on.
      for (let i = 0; i < 3; i++)
        for (const token of [doomed.token, kept])
          assert.equal((await call(1, 'GET', '/rest/self', token)).status, 200)

      const deleted = await call(0, 'DELETE', `/rest/users/me/tokens/${doomed.id}`, kept)
      assert.equal(deleted.status, 204, JSON.stringify(deleted.body))
      assert.equal((await call(1, 'GET', '/rest/self', doomed.token)).status, 401)
      assert.equal((await call(1, 'GET', '/rest/self', kept)).status, 200)

      const role = await call(0, 'PUT', `/rest/users/${user.id}`, adminToken, {
        account_role: 'demo_customer',
      })
      assert.equal(role.status, 200, JSON.stringify(role.body))
      const demo = await call(1, 'GET', '/rest/self', kept)
      assert.equal(demo.status, 403)
      assert.equal(demo.body.code, 'E_DEMO_READ_ONLY')

      const removed = await call(0, 'DELETE', `/rest/users/${user.id}`, adminToken, {
        everything: true,
      })
      assert.oneOf(removed.status, [200, 204], JSON.stringify(removed.body))
      assert.equal((await call(1, 'GET', '/rest/self', kept)).status, 401)
    } finally {
      await Promise.all(webs.map(stopProcess))
      await db.manager.close('signed_in_cache', true)
      await dropDatabase(url)
    }
  }).timeout(240_000)
})
