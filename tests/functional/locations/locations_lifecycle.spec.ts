import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import Location from '#core/locations/models/location'
import AuditLog from '#kernel/audit/audit_log'
import {
  STATUS_TRANSITIONS,
  LOCATION_STATUSES,
  canMoveStatus,
} from '#core/locations/location_states'
import { buildLocationWorld } from './world.js'

test.group('Locations / create and update', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('create: admin sets every field; the record and its audit entry are written', async ({
    client,
    assert,
  }) => {
    const world = await buildLocationWorld()
    const response = await client
      .post('/rest/locations')
      .json({
        customer_id: world.customerA.id,
        name: 'Bar Gamma',
        venue_name: 'Gamma',
        city: 'Leuven',
        zipcode: '3000',
        type: 'horeca',
        latitude: 50.88,
        longitude: 4.7,
        connection_type: 'fiber',
        pppoe_password: 's3cret',
        amount_aps: 4,
        status: 'ready_for_configuration',
      })
      .loginAs(world.users.admin)
      .withCsrfToken()
    response.assertStatus(201)
    assert.include(response.body(), {
      name: 'Bar Gamma',
      latitude: 50.88,
      longitude: 4.7,
      connection_type: 'fiber',
      amount_aps: 4,
      status: 'ready_for_configuration',
      pppoe_password_set: true,
      country: 'BE',
    })
    assert.notProperty(response.body(), 'pppoe_password')
    const row = await Location.findOrFail(response.body().id)
    assert.equal(row.pppoePassword, 's3cret')
    const audit = await AuditLog.query()
      .where('action', 'location.created')
      .where('object_id', String(row.id))
      .firstOrFail()
    assert.equal(audit.newValues!.pppoe_password, '[redacted]')
  })

  test('create: customer users set the fields of their world only; bad input gets translated field errors', async ({
    client,
    assert,
  }) => {
    const world = await buildLocationWorld()
    const ok = await client
      .post('/rest/locations')
      .json({
        customer_id: world.customerA.id,
        name: 'Terrace',
        status: 'live',
        sim_number: '32470000000001',
      })
      .loginAs(world.users.full)
      .withCsrfToken()
    ok.assertStatus(201)
    assert.equal(ok.body().status, 'to_deploy', 'technical fields from a customer user are ignored')
    const bad = await client
      .post('/rest/locations')
      .json({ name: '', latitude: 123, zipcode: '!' })
      .loginAs(world.users.admin)
      .withCsrfToken()
      .header('accept-language', 'fr')
    bad.assertStatus(422)
    const fields = bad.body().errors.map((e: any) => e.field)
    assert.includeMembers(fields, ['customer_id', 'name', 'latitude', 'zipcode'])
    const missing = await client
      .post('/rest/locations')
      .json({ customer_id: 999999, name: 'X' })
      .loginAs(world.users.admin)
      .withCsrfToken()
    missing.assertStatus(422)
    assert.equal(missing.body().errors[0].field, 'customer_id')
    const archived = await client
      .post('/rest/locations')
      .json({ customer_id: world.customerA.id, name: 'X', status: 'archived' })
      .loginAs(world.users.admin)
      .withCsrfToken()
    archived.assertStatus(422)
    assert.equal(archived.body().code, 'E_ILLEGAL_STATUS_TRANSITION')
  })

  test('update: fields, validation, and an audit entry per change', async ({ client, assert }) => {
    const world = await buildLocationWorld()
    const url = `/rest/locations/${world.locationA.id}`
    const ok = await client
      .put(url)
      .json({ city: 'Brugge', latitude: 51.21, longitude: 3.22, room: 'Cellar' })
      .loginAs(world.users.full)
      .withCsrfToken()
    ok.assertStatus(200)
    assert.include(ok.body(), { city: 'Brugge', latitude: 51.21, room: 'Cellar' })
    const audit = await AuditLog.query()
      .where('action', 'location.updated')
      .where('object_id', String(world.locationA.id))
      .firstOrFail()
    assert.deepEqual(audit.newValues, {
      city: 'Brugge',
      latitude: 51.21,
      longitude: 3.22,
      room: 'Cellar',
    })
    for (const body of [{ name: '' }, { type: 'castle' }, { latitude: -91 }, { country: 'XX' }]) {
      const response = await client.put(url).json(body).loginAs(world.users.admin).withCsrfToken()
      assert.equal(response.status(), 422, JSON.stringify(body))
    }
    const technical = await client
      .put(url)
      .json({ amount_aps: 9999, subscription_id: 'nope' })
      .loginAs(world.users.admin)
      .withCsrfToken()
    technical.assertStatus(422)
    assert.sameMembers(
      technical.body().errors.map((e: any) => e.field),
      ['amount_aps', 'subscription_id']
    )
  })
})

test.group('Locations / state machine', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the transition table is the roll-out order plus live and standby both ways', ({
    assert,
  }) => {
    assert.deepEqual(STATUS_TRANSITIONS.to_deploy, ['ready_for_configuration'])
    assert.deepEqual(STATUS_TRANSITIONS.ready_for_configuration, ['ready_for_installation'])
    assert.deepEqual(STATUS_TRANSITIONS.ready_for_installation, ['live'])
    assert.deepEqual(STATUS_TRANSITIONS.live, ['standby'])
    assert.deepEqual(STATUS_TRANSITIONS.standby, ['live'])
    for (const status of LOCATION_STATUSES)
      assert.isFalse(status !== 'archived' && canMoveStatus(status, 'archived'))
  })

  test('legal moves through PUT: roll-out to live, then standby and back', async ({
    client,
    assert,
  }) => {
    const world = await buildLocationWorld()
    const location = await Location.create({ name: 'Rollout', customerId: world.customerA.id })
    for (const status of [
      'ready_for_configuration',
      'ready_for_installation',
      'live',
      'standby',
      'live',
    ]) {
      const response = await client
        .put(`/rest/locations/${location.id}`)
        .json({ status })
        .loginAs(world.users.admin)
        .withCsrfToken()
      assert.equal(response.status(), 200, status)
      assert.equal(response.body().status, status)
    }
  })

  test('illegal moves answer 422 E_ILLEGAL_STATUS_TRANSITION naming both statuses, translated', async ({
    client,
    assert,
  }) => {
    const world = await buildLocationWorld()
    const location = await Location.create({ name: 'Rollout', customerId: world.customerA.id })
    const cases: Array<[string, string]> = [
      ['to_deploy', 'live'],
      ['to_deploy', 'ready_for_installation'],
      ['to_deploy', 'archived'],
      ['ready_for_installation', 'to_deploy'],
      ['live', 'ready_for_configuration'],
      ['standby', 'to_deploy'],
      ['archived', 'live'],
    ]
    for (const [from, to] of cases) {
      location.status = from as any
      await location.save()
      const response = await client
        .put(`/rest/locations/${location.id}`)
        .json({ status: to })
        .loginAs(world.users.admin)
        .withCsrfToken()
      assert.equal(response.status(), 422, `${from} → ${to}`)
      assert.equal(response.body().code, 'E_ILLEGAL_STATUS_TRANSITION')
      assert.equal(response.body().errors[0].field, 'status')
      await location.refresh()
      assert.equal(location.status, from)
    }
    location.status = 'to_deploy'
    await location.save()
    const english = await client
      .put(`/rest/locations/${location.id}`)
      .json({ status: 'live' })
      .loginAs(world.users.admin)
      .withCsrfToken()
    assert.equal(english.body().message, 'A location cannot go from “to deploy” to “live”.')
    world.users.admin.lang = 'nl'
    await world.users.admin.save()
    const dutch = await client
      .put(`/rest/locations/${location.id}`)
      .json({ status: 'live' })
      .loginAs(world.users.admin)
      .withCsrfToken()
    assert.equal(dutch.body().message, 'Een locatie kan niet van “uit te rollen” naar “live” gaan.')
    assert.equal(dutch.body().errors[0].message, 'Deze statuswijziging is niet toegestaan')
  })

  test('customer users cannot change the status', async ({ client, assert }) => {
    const world = await buildLocationWorld()
    const response = await client
      .put(`/rest/locations/${world.locationA.id}`)
      .json({ status: 'standby' })
      .loginAs(world.users.full)
      .withCsrfToken()
    response.assertStatus(200)
    await world.locationA.refresh()
    assert.equal(world.locationA.status, 'live')
  })
})

test.group('Locations / archive, restore, snooze', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('archive keeps a snapshot in the audit log; restore puts back the previous status', async ({
    client,
    assert,
  }) => {
    const world = await buildLocationWorld()
    const location = await Location.create({
      name: 'Standby bar',
      customerId: world.customerA.id,
      status: 'standby',
      pppoePassword: 'secret-line',
      snoozedUntil: null,
    })
    const archived = await client
      .delete(`/rest/locations/${location.id}`)
      .json({ reason: 'Closed for winter' })
      .loginAs(world.users.admin)
      .withCsrfToken()
    archived.assertStatus(200)
    assert.include(archived.body(), { status: 'archived', archived: true })
    assert.isNotNull(archived.body().archived_at)
    const audit = await AuditLog.query()
      .where('action', 'location.archived')
      .where('object_id', String(location.id))
      .firstOrFail()
    const snapshot = audit.oldValues!.snapshot as Record<string, unknown>
    assert.include(snapshot, {
      name: 'Standby bar',
      status: 'standby',
      pppoe_password: '[redacted]',
    })
    assert.equal(audit.newValues!.reason, 'Closed for winter')

    const list = await client.get('/rest/locations?perPage=100').loginAs(world.users.admin)
    assert.notInclude(
      list.body().data.map((l: any) => l.id),
      location.id
    )
    const again = await client
      .delete(`/rest/locations/${location.id}`)
      .loginAs(world.users.admin)
      .withCsrfToken()
    again.assertStatus(422)
    assert.equal(again.body().code, 'E_ILLEGAL_STATUS_TRANSITION')
    const snooze = await client
      .put(`/rest/locations/${location.id}/snooze`)
      .json({ snoozed_until: '2099-01-01' })
      .loginAs(world.users.admin)
      .withCsrfToken()
    assert.equal(snooze.body().code, 'E_LOCATION_ARCHIVED')

    const restored = await client
      .put(`/rest/locations/${location.id}/restore`)
      .loginAs(world.users.full)
      .withCsrfToken()
    restored.assertStatus(200)
    assert.include(restored.body(), { status: 'standby', archived: false, archived_at: null })
    assert.isNotNull(
      await AuditLog.query()
        .where('action', 'location.restored')
        .where('object_id', String(location.id))
        .first()
    )
    const twice = await client
      .put(`/rest/locations/${location.id}/restore`)
      .loginAs(world.users.admin)
      .withCsrfToken()
    twice.assertStatus(422)
    assert.equal(twice.body().code, 'E_LOCATION_NOT_ARCHIVED')
  })

  test('snooze until a future date, then wake up; past dates are refused', async ({
    client,
    assert,
  }) => {
    const world = await buildLocationWorld()
    const url = `/rest/locations/${world.locationA.id}/snooze`
    const snoozed = await client
      .put(url)
      .json({ snoozed_until: '2099-03-15' })
      .loginAs(world.users.admin)
      .withCsrfToken()
    snoozed.assertStatus(200)
    assert.include(snoozed.body(), { snoozed: true, status: 'live' })
    assert.match(snoozed.body().snoozed_until, /^2099-03-15T00:00:00/)
    const past = await client
      .put(url)
      .json({ snoozed_until: '2001-01-01' })
      .loginAs(world.users.admin)
      .withCsrfToken()
    past.assertStatus(422)
    assert.equal(past.body().errors[0].field, 'snoozed_until')
    const garbage = await client
      .put(url)
      .json({ snoozed_until: 'soon' })
      .loginAs(world.users.admin)
      .withCsrfToken()
    garbage.assertStatus(422)
    const awake = await client
      .put(url)
      .json({ snoozed_until: null })
      .loginAs(world.users.admin)
      .withCsrfToken()
    awake.assertStatus(200)
    assert.include(awake.body(), { snoozed: false, snoozed_until: null })
  })

  test('history: who changed what, newest first, secrets redacted, technical fields for admins only', async ({
    client,
    assert,
  }) => {
    const world = await buildLocationWorld()
    const url = `/rest/locations/${world.locationA.id}`
    await client
      .put(url)
      .json({ pppoe_password: 'hunter2', sim_number: '32470000000009' })
      .loginAs(world.users.admin)
      .withCsrfToken()
    await client.put(url).json({ city: 'Namur' }).loginAs(world.users.full).withCsrfToken()
    await client
      .post(`${url}/comments`)
      .json({ body: 'Router moved' })
      .loginAs(world.users.full)
      .withCsrfToken()

    const asAdmin = await client.get(`${url}/log`).loginAs(world.users.admin)
    asAdmin.assertStatus(200)
    const entries = asAdmin.body().data
    assert.deepEqual(
      entries.map((e: any) => e.action),
      ['location.comment_added', 'location.updated', 'location.updated']
    )
    assert.equal(entries[1].actor.email, world.users.full.email)
    assert.deepEqual(entries[1].new_values, { city: 'Namur' })
    assert.equal(entries[2].new_values.pppoe_password, '[redacted]')
    assert.equal(entries[2].new_values.sim_number, '32470000000009')
    assert.notInclude(JSON.stringify(asAdmin.body()), 'hunter2')
    const asCustomer = await client.get(`${url}/log?perPage=1&page=3`).loginAs(world.users.readonly)
    assert.deepEqual(asCustomer.body().meta, { total: 3, page: 3, perPage: 1, lastPage: 3 })
    assert.notProperty(asCustomer.body().data[0].new_values, 'sim_number')
  })
})
