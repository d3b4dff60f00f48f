import { test } from '@japa/runner'
import type { ChildProcess } from 'node:child_process'
import db from '@adonisjs/lucid/services/db'
import User from '#core/users/models/user'
import Group from '#core/groups/models/group'
import Customer from '#core/customers/models/customer'
import Location from '#core/locations/models/location'
import { startUnifiSimulator } from '#plugins/unifi/simulator/index'
import { childEnvironment, runApp } from '#tests/helpers/spawn_app'
import { startProductionWebs, stopProcess } from '#tests/helpers/web_process'
import { dropDatabase, recreateDatabase, scratchDatabaseUrl } from '#tests/helpers/scratch_database'
import { TEST_PASSWORD } from '#tests/helpers/fixtures'
import { SIM_PASSWORD, SIM_USER, SITE, unauthorizedGuest } from '../portal_public/portal_world.js'

/**
 * Guest sign-ins read the portal, its venue and controller from a cache in each web process
 * (core/portal/public/cache/sign_in_portal_cache.ts). Two real web processes share one database and one Redis: a
 * publish and a venue unbinding made through the first are seen by the second on its very next sign-in, although
 * the second answered from its cache just before.
 */
/** The two processes' ports, free ones chosen when they start. */
let ports: number[] = []
const base = (index: number) => `http://127.0.0.1:${ports[index]}`

/** Both web processes on one database, all started or none. */
async function startWebs(databaseUrl: string) {
  const started = await startProductionWebs(2, databaseUrl, {
    APP_KEY: 'portal-cache-two-processes-key-0123456789',
    // The simulated controller listens on loopback.
    OUTBOUND_ALLOW_PRIVATE: 'true',
  })
  ports = started.ports
  return started.processes
}

async function call(index: number, method: string, path: string, token?: string, body?: unknown) {
  const response = await fetch(`${base(index)}${path}`, {
    method,
    headers: {
      accept: 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  })
  const text = await response.text()
  return { status: response.status, body: text ? JSON.parse(text) : null }
}

function expectOk(answer: { status: number; body: unknown }, what: string) {
  if (answer.status >= 300)
    throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`)
  return answer.body as any
}

test.group('Operations / the portal cached for sign-ins across two web processes', () => {
  test('a publish and a venue unbinding made through one process are seen by the other on its next sign-in', async ({
    assert,
  }) => {
    const url = scratchDatabaseUrl('portal_cache')
    await recreateDatabase(url)
    const migrated = await runApp(
      ['migration:run', '--force'],
      childEnvironment({ DATABASE_URL: url.toString() }),
      { timeoutMs: 120_000 }
    )
    assert.equal(migrated.code, 0, migrated.output)

    db.manager.add('portal_cache', {
      client: 'pg',
      connection: { connectionString: url.toString() },
    })
    const sim = await startUnifiSimulator({
      flavour: 'unifi-os',
      tls: true,
      username: SIM_USER,
      password: SIM_PASSWORD,
      randomSeed: 7,
      sites: [
        {
          name: SITE,
          desc: 'Two processes',
          switches: 0,
          aps: 1,
          wiredClients: 0,
          wirelessClients: 6,
        },
      ],
    })
    const webs: ChildProcess[] = []
    try {
      const group = await Group.create({ name: 'Portal cache' }, { connection: 'portal_cache' })
      const customer = await Customer.create(
        { name: 'Portal cache', groupId: group.id, paymentMethod: 1 },
        { connection: 'portal_cache' }
      )
      const venue = await Location.create(
        { name: 'Cached bar', customerId: customer.id },
        { connection: 'portal_cache' }
      )
      const admin = await User.create(
        {
          email: 'admin@portal-cache.test',
          password: TEST_PASSWORD,
          firstname: 'A',
          name: 'Dmin',
          lang: 'en',
          isAdmin: true,
        },
        { connection: 'portal_cache' }
      )

      webs.push(...(await startWebs(url.toString())))
      const login = await fetch(`${base(0)}/rest/auth/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept': 'application/json' },
        body: JSON.stringify({ email: admin.email, password: TEST_PASSWORD, name: 'portal cache' }),
      })
      const { token } = (await login.json()) as { token: string }
      const controller = expectOk(
        await call(0, 'POST', '/rest/controllers', token, {
          vendor: 'unifi',
          url: sim.url,
          username: SIM_USER,
          password: SIM_PASSWORD,
          verifyTls: false,
          alias: 'Cached controller',
        }),
        'controller'
      )
      expectOk(
        await call(0, 'PUT', `/rest/locations/${venue.id}/network/controller`, token, {
          controllerId: controller.id,
          siteId: SITE,
        }),
        'bind'
      )
      const portal = expectOk(await call(0, 'GET', `/rest/portal/${venue.id}`, token), 'portal')
      expectOk(await call(0, 'POST', `/rest/portal/${venue.id}/publish`, token), 'publish')

      let n = 0
      const signIn = (body: object = {}) =>
        call(1, 'POST', `/rest/public/portal/${portal.public_id}/authorize`, undefined, {
          mac: unauthorizedGuest(sim).mac,
          email: `two-${++n}@example.com`,
          terms: true,
          language: 'en',
          ...body,
        })

      // Process 2 signs guests in from its cache after the first.
      for (let i = 0; i < 3; i++) {
        const answer = await signIn()
        assert.equal(answer.status, 201, JSON.stringify(answer.body))
        assert.equal(answer.body.status, 'authorized')
      }

      // Published through process 1: the first name is now required.
      const fields = { ...portal.draft.fields, firstname: 'required' }
      expectOk(await call(0, 'PUT', `/rest/portal/${venue.id}`, token, { fields }), 'draft')
      expectOk(await call(0, 'POST', `/rest/portal/${venue.id}/publish`, token), 'publish again')
      const refused = await signIn()
      assert.equal(refused.status, 422, JSON.stringify(refused.body))
      assert.includeDeepMembers(
        refused.body.errors.map(({ field, rule }: { field: string; rule: string }) => ({
          field,
          rule,
        })),
        [{ field: 'firstname', rule: 'required' }]
      )
      assert.equal((await signIn({ firstname: 'Ann' })).body.status, 'authorized')

      // Unbound through process 1: nothing can let process 2's next guest through.
      const unbound = await call(
        0,
        'DELETE',
        `/rest/locations/${venue.id}/network/controller`,
        token
      )
      assert.oneOf(unbound.status, [200, 204], JSON.stringify(unbound.body))
      const none = await signIn({ firstname: 'Bob' })
      assert.equal(none.status, 404, JSON.stringify(none.body))
      assert.equal(none.body.code, 'E_PORTAL_NOT_AVAILABLE')
    } finally {
      await Promise.all(webs.map(stopProcess))
      await sim.stop()
      await db.manager.close('portal_cache', true)
      await dropDatabase(url)
    }
  }).timeout(300_000)
})
