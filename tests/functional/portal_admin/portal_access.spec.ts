import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { buildPortalWorld, seedGuest } from '#tests/functional/portal_admin/portal_world'

test.group('Portal admin / who may read and change a portal', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('portal_read reads, portal_update changes, a venue without the portal key is 403, another customer 404', async ({
    client,
    assert,
  }) => {
    const world = await buildPortalWorld()
    const { users } = world
    const url = `/rest/portal/${world.tenant.location.id}`
    const { client: guest } = await seedGuest(world.tenant.location, { email: 'guest@example.com' })
    const writes = [
      (user: any) => client.put(url).json({ durationMinutes: 60 }).withCsrfToken().loginAs(user),
      (user: any) => client.post(`${url}/publish`).withCsrfToken().loginAs(user),
      (user: any) =>
        client.put(`${url}/offline`).json({ offline: true }).withCsrfToken().loginAs(user),
      (user: any) =>
        client.put(`${url}/schedule`).json({ entries: [] }).withCsrfToken().loginAs(user),
      (user: any) =>
        client.post(`${url}/data`).json({ forceOptIn: true }).withCsrfToken().loginAs(user),
      (user: any) =>
        client.post(`${url}/login`).json({ password: 'Secret-1' }).withCsrfToken().loginAs(user),
      (user: any) =>
        client
          .post(`${url}/design`)
          .json({ colors: { main: '#000000' } })
          .withCsrfToken()
          .loginAs(user),
      (user: any) =>
        client.post(`${url}/analytics`).json({ analytics: {} }).withCsrfToken().loginAs(user),
      (user: any) =>
        client
          .put(`${url}/client/${guest.id}`)
          .json({ blocked: true })
          .withCsrfToken()
          .loginAs(user),
    ]
    const reads = [
      (user: any) => client.get(url).loginAs(user),
      (user: any) => client.get(`${url}/clients`).loginAs(user),
      (user: any) => client.get(`${url}/insights`).loginAs(user),
      (user: any) => client.post(`${url}/preview`).json({}).withCsrfToken().loginAs(user),
    ]

    for (const read of reads) (await read(users.reader)).assertStatus(200)
    for (const write of writes) (await write(users.reader)).assertStatus(403)
    for (const call of [...reads, ...writes]) (await call(users.noPortal)).assertStatus(403)
    for (const call of [...reads, ...writes]) (await call(users.stranger)).assertStatus(404)
    for (const write of writes) (await write(users.editor)).assertStatus(200)
    ;(await reads[0](users.admin)).assertStatus(200)
    await client
      .get('/rest/portal/999999')
      .loginAs(users.admin)
      .then((r) => r.assertStatus(404))
    await client
      .get('/rest/portal/abc')
      .loginAs(users.admin)
      .then((r) => r.assertStatus(404))
    await client.get(url).then((r) => r.assertStatus(401))

    const strangerPortal = await client
      .get(`/rest/portal/${world.other.location.id}`)
      .loginAs(users.stranger)
    strangerPortal.assertStatus(200)
    assert.notInclude(strangerPortal.text(), 'guest@example.com')
  })

  test('the list holds one row per venue whose portal the caller may read, and searches', async ({
    client,
    assert,
  }) => {
    const world = await buildPortalWorld()
    await seedGuest(world.tenant.location, { email: 'a@example.com' })
    await seedGuest(world.tenant.location, { email: 'b@example.com' })
    await client
      .post(`/rest/portal/${world.tenant.location.id}/publish`)
      .withCsrfToken()
      .loginAs(world.users.editor)
    const portalsBefore = Number((await db.from('portals').count('* as total'))[0].total)

    const list = await client.get('/rest/portal').loginAs(world.users.reader)
    list.assertStatus(200)
    assert.deepEqual(
      list
        .body()
        .data.map((row: any) => row.location_id)
        .sort(),
      [world.tenant.location.id, world.second.id].sort()
    )
    const markt = list.body().data.find((row: any) => row.location_id === world.tenant.location.id)
    assert.deepInclude(markt, {
      location_name: 'Café De Markt',
      published: true,
      unpublished_changes: false,
      offline: false,
      guests: 2,
      can_update: false,
    })
    const terrace = list.body().data.find((row: any) => row.location_id === world.second.id)
    assert.deepInclude(terrace, { published: false, public_id: null, guests: 0 })
    assert.equal(
      Number((await db.from('portals').count('* as total'))[0].total),
      portalsBefore,
      'listing creates no portal'
    )

    assert.isTrue(
      (await client.get('/rest/portal').loginAs(world.users.editor))
        .body()
        .data.every((row: any) => row.can_update)
    )
    assert.deepEqual(
      (await client.get('/rest/portal?q=markt').loginAs(world.users.reader))
        .body()
        .data.map((row: any) => row.location_id),
      [world.tenant.location.id]
    )
    assert.lengthOf((await client.get('/rest/portal').loginAs(world.users.noPortal)).body().data, 0)
    const strangers = (await client.get('/rest/portal').loginAs(world.users.stranger)).body()
    assert.deepEqual(
      strangers.data.map((row: any) => row.location_id),
      [world.other.location.id]
    )
    assert.equal(strangers.meta.total, 1)
    await client
      .get('/rest/portal?perPage=1000')
      .loginAs(world.users.reader)
      .then((r) => r.assertStatus(422))
  })
})
