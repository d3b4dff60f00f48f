import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { mailCatcher } from '#tests/helpers/mail_catcher'
import { ApiRequest } from '@japa/api-client'
import AccessGrant from '#core/access/models/access_grant'
import { bufferBody } from '#tests/functional/locations/binary'
import { buildPortalWorld, seedGuest } from '#tests/functional/portal_admin/portal_world'

ApiRequest.addParser('application/octet-stream', bufferBody)
const base = () => `http://${process.env.HOST}:${process.env.PORT}`

test.group('Portal admin / guests', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => mailCatcher.clear())

  test('the guest list pages the most recently seen first, searches, and blocks or unblocks a guest', async ({
    client,
    assert,
  }) => {
    const world = await buildPortalWorld()
    await seedGuest(world.tenant.location, { email: 'old@example.com', signInsDaysAgo: [9] })
    await seedGuest(world.tenant.location, {
      email: 'recent@example.com',
      optIn: true,
      device: 'iPhone',
      signInsDaysAgo: [1],
    })
    const { client: today } = await seedGuest(world.tenant.location, {
      email: 'today@example.com',
      signInsDaysAgo: [0],
    })
    const { client: foreign } = await seedGuest(world.other.location, {
      email: 'foreign@example.com',
    })
    const url = `/rest/portal/${world.tenant.location.id}`

    const list = await client.get(`${url}/clients?perPage=2`).loginAs(world.users.reader)
    list.assertStatus(200)
    assert.deepEqual(
      list.body().data.map((c: any) => c.email),
      ['today@example.com', 'recent@example.com']
    )
    assert.deepEqual(list.body().meta, { total: 3, page: 1, perPage: 2, lastPage: 2 })
    assert.deepInclude(list.body().data[1], {
      email_opt_in: true,
      device: 'iPhone',
      blocked: false,
      sign_in_count: 1,
    })
    assert.deepEqual(
      (await client.get(`${url}/clients?page=2&perPage=2`).loginAs(world.users.reader))
        .body()
        .data.map((c: any) => c.email),
      ['old@example.com']
    )
    assert.deepEqual(
      (await client.get(`${url}/clients?q=RECENT`).loginAs(world.users.reader))
        .body()
        .data.map((c: any) => c.email),
      ['recent@example.com']
    )
    assert.deepEqual(
      (await client.get(`${url}/clients?optIn=true`).loginAs(world.users.reader))
        .body()
        .data.map((c: any) => c.email),
      ['recent@example.com']
    )
    assert.deepEqual(
      (await client.get(`${url}/clients?q=100%25`).loginAs(world.users.reader)).body().data,
      [],
      'wildcards are searched literally'
    )

    const blocked = await client
      .put(`${url}/client/${today.id}`)
      .json({ blocked: true })
      .withCsrfToken()
      .loginAs(world.users.editor)
    blocked.assertStatus(200)
    assert.isTrue(blocked.body().blocked)
    assert.deepEqual(
      (await client.get(`${url}/clients?blocked=true`).loginAs(world.users.reader))
        .body()
        .data.map((c: any) => c.email),
      ['today@example.com']
    )
    const unblocked = await client
      .put(`${url}/client/${today.id}`)
      .json({ blocked: false })
      .withCsrfToken()
      .loginAs(world.users.editor)
    assert.isFalse(unblocked.body().blocked)
    assert.lengthOf(
      await db
        .from('audit_logs')
        .whereIn('action', ['portal.client_blocked', 'portal.client_unblocked']),
      2
    )

    await client
      .put(`${url}/client/${foreign.id}`)
      .json({ blocked: true })
      .withCsrfToken()
      .loginAs(world.users.editor)
      .then((r) => r.assertStatus(404))
    assert.isFalse(
      (await db.from('portal_clients').where('id', foreign.id).first()).blocked,
      "another venue's guest is untouched"
    )
    await client
      .put(`${url}/client/${today.id}`)
      .json({ blocked: 'yes please' })
      .withCsrfToken()
      .loginAs(world.users.editor)
      .then((r) => r.assertStatus(422))
  })

  test('insights count sign-ins per venue day, new against returning, the opt-in rate and devices', async ({
    client,
    assert,
  }) => {
    const world = await buildPortalWorld()
    const location = world.tenant.location
    await seedGuest(location, {
      email: 'a@example.com',
      optIn: true,
      device: 'iPhone',
      signInsDaysAgo: [0, 2, 5],
    })
    await seedGuest(location, {
      email: 'b@example.com',
      optIn: false,
      device: 'Android',
      signInsDaysAgo: [2],
    })
    await seedGuest(location, {
      email: 'c@example.com',
      optIn: true,
      device: 'iPhone',
      signInsDaysAgo: [1],
      firstSeenDaysAgo: 40,
    })
    await seedGuest(location, { email: 'd@example.com', device: 'Windows', signInsDaysAgo: [20] })
    await seedGuest(world.other.location, { email: 'x@example.com', signInsDaysAgo: [0] })

    const week = await client
      .get(`/rest/portal/${location.id}/insights?range=7d`)
      .loginAs(world.users.reader)
    week.assertStatus(200)
    const body = week.body()
    assert.lengthOf(body.days, 7)
    const today = DateTime.now().setZone('Europe/Brussels')
    assert.equal(body.to, today.toISODate())
    assert.equal(body.from, today.minus({ days: 6 }).toISODate())
    const day = (ago: number) =>
      body.days.find((d: any) => d.date === today.minus({ days: ago }).toISODate())
    assert.deepEqual(day(0), {
      date: today.toISODate(),
      sign_ins: 1,
      guests: 1,
      new: 0,
      returning: 1,
    })
    assert.deepEqual(day(1), {
      date: today.minus({ days: 1 }).toISODate(),
      sign_ins: 1,
      guests: 1,
      new: 0,
      returning: 1,
    })
    assert.deepEqual(day(2), {
      date: today.minus({ days: 2 }).toISODate(),
      sign_ins: 2,
      guests: 2,
      new: 1,
      returning: 1,
    })
    assert.deepEqual(day(5), {
      date: today.minus({ days: 5 }).toISODate(),
      sign_ins: 1,
      guests: 1,
      new: 1,
      returning: 0,
    })
    assert.deepEqual(body.totals, {
      sign_ins: 5,
      guests: 3,
      new_guests: 2,
      returning_guests: 1,
      opted_in: 2,
      opt_in_rate: 0.667,
    })
    assert.deepEqual(body.devices, [
      { device: 'iPhone', guests: 2 },
      { device: 'Android', guests: 1 },
    ])

    const month = (
      await client.get(`/rest/portal/${location.id}/insights?range=30d`).loginAs(world.users.reader)
    ).body()
    assert.lengthOf(month.days, 30)
    assert.equal(month.totals.guests, 4)
    assert.equal(month.totals.sign_ins, 6)
    await client
      .get(`/rest/portal/${location.id}/insights?range=1y`)
      .loginAs(world.users.reader)
      .then((r) => r.assertStatus(422))
    const empty = (
      await client.get(`/rest/portal/${world.second.id}/insights`).loginAs(world.users.reader)
    ).body()
    assert.isNull(empty.totals.opt_in_rate)
    assert.lengthOf(empty.days, 30)
  })

  test("the export starts at once and mails its requester a link to the CSV of this portal's guests only", async ({
    client,
    assert,
  }) => {
    const world = await buildPortalWorld()
    await seedGuest(world.tenant.location, {
      email: 'anna@example.com',
      optIn: true,
      device: 'iPhone',
    })
    await seedGuest(world.tenant.location, { email: '=cmd|calc@example.com' })
    await seedGuest(world.other.location, { email: 'someone-else@example.com' })
    const url = `/rest/portal/${world.tenant.location.id}/export`

    const started = await client.get(url).loginAs(world.users.reader)
    started.assertStatus(202)
    assert.equal(started.body().status, 'started')
    const mail = await mailCatcher.waitFor(world.users.reader.email)
    assert.equal(mail.subject, 'Your guest export for Café De Markt is ready')
    const link = (mail.text ?? '').match(/\/exports\/guests\/([A-Za-z0-9_-]+)/)
    assert.isNotNull(link, "the mail carries the web app's download page")
    const file = `/rest/portal-exports/${link![1]}`

    // The link is for the requester it was mailed to, signed in (issue 31 item 11).
    const anonymous = await fetch(`${base()}${file}`, { headers: { accept: 'application/json' } })
    assert.equal(anonymous.status, 401)
    for (const other of [world.users.editor, world.users.admin, world.users.stranger]) {
      const refused = await client.get(file).loginAs(other)
      refused.assertStatus(404)
      assert.equal(refused.body().code, 'E_NOT_FOUND', 'the same answer as an unknown link')
    }
    const download = await client.get(file).loginAs(world.users.reader)
    download.assertStatus(200)
    assert.include(download.header('content-disposition'), 'attachment; filename="guests-')
    const csv = download
      .body()
      .toString('utf8')
      .replace(/^\uFEFF/, '')
    const lines = csv.trim().split('\r\n')
    assert.equal(
      lines[0],
      'email,firstname,lastname,phone,email_opt_in,language,mac,device,blocked,sign_in_count,first_seen_at,last_seen_at'
    )
    assert.lengthOf(lines, 3)
    assert.include(csv, '"anna@example.com","Guest",,,"true"')
    assert.include(csv, `"'=cmd|calc@example.com"`, 'a formula is defused')
    assert.notInclude(csv, 'someone-else@example.com')

    // The requester without the portal keys any more: as unknown.
    const grant = await AccessGrant.findByOrFail('userId', world.users.reader.id)
    const held = grant.permissions
    await grant.merge({ permissions: ['customer_read', 'location_read'] }).save()
    ;(await client.get(file).loginAs(world.users.reader)).assertStatus(404)
    await grant.merge({ permissions: held }).save()

    await db
      .from('portal_exports')
      .update({ expires_at: DateTime.now().minus({ minutes: 1 }).toJSDate() })
    const expired = await client.get(file).loginAs(world.users.reader)
    expired.assertStatus(410)
    assert.equal(expired.body().code, 'E_EXPORT_EXPIRED')
    ;(
      await client.get(`/rest/portal-exports/${'x'.repeat(43)}`).loginAs(world.users.reader)
    ).assertStatus(404)
    await client
      .get(`/rest/portal/${world.tenant.location.id}/export`)
      .loginAs(world.users.stranger)
      .then((r) => r.assertStatus(404))
  })
})
