import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import AuditLog from '#kernel/audit/audit_log'
import { buildLocationWorld } from './world.js'

const WEEK = {
  mon: { closed: false, open: '09:00', close: '17:00' },
  tue: { closed: true },
  wed: { closed: false, open: '18:00', close: '02:00' },
  thu: { closed: true },
  fri: { closed: true },
  sat: { closed: true },
  sun: { closed: true },
}

test.group('Opening hours of locations, customers and groups', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('nothing set reads as closed every day', async ({ client, assert }) => {
    const world = await buildLocationWorld()
    const response = await client
      .get(`/rest/locations/${world.locationA.id}/openinghours`)
      .loginAs(world.users.readonly)
    response.assertStatus(200)
    assert.isFalse(response.body().every_day)
    assert.deepEqual(response.body().days.sun, { closed: true, open: null, close: null })
  })

  test('per weekday: stored, read back, audited; past-midnight closing allowed', async ({
    client,
    assert,
  }) => {
    const world = await buildLocationWorld()
    for (const [subject, id] of [
      ['locations', world.locationA.id],
      ['customers', world.customerA.id],
      ['groups', world.groupA.id],
    ] as const) {
      const url = `/rest/${subject}/${id}/openinghours`
      const saved = await client
        .put(url)
        .json({ every_day: false, days: WEEK })
        .loginAs(world.users.full)
        .withCsrfToken()
      saved.assertStatus(200)
      const read = await client.get(url).loginAs(world.users.full)
      assert.deepEqual(read.body().days.mon, { closed: false, open: '09:00', close: '17:00' })
      assert.deepEqual(read.body().days.wed, { closed: false, open: '18:00', close: '02:00' })
      assert.deepEqual(read.body().days.tue, { closed: true, open: null, close: null })
      const audit = await AuditLog.query()
        .where('action', `${subject.slice(0, -1)}.opening_hours_updated`)
        .where('object_id', String(id))
        .firstOrFail()
      assert.deepEqual((audit.newValues!.opening_hours as any).days.mon, {
        closed: false,
        open: '09:00',
        close: '17:00',
      })
    }
    const row = await db
      .from('customers')
      .select('opening_hours')
      .where('id', world.customerA.id)
      .first()
    assert.equal(row.opening_hours.days.wed.close, '02:00')
  })

  test('every-day option applies one pair to all days', async ({ client, assert }) => {
    const world = await buildLocationWorld()
    const response = await client
      .put(`/rest/locations/${world.locationA.id}/openinghours`)
      .json({ every_day: true, open: '07:30', close: '23:00' })
      .loginAs(world.users.admin)
      .withCsrfToken()
    response.assertStatus(200)
    assert.isTrue(response.body().every_day)
    for (const day of ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'])
      assert.deepEqual(response.body().days[day], { closed: false, open: '07:30', close: '23:00' })
  })

  test('every open day needs both times: one translated field error per missing time, nothing saved', async ({
    client,
    assert,
  }) => {
    const world = await buildLocationWorld()
    const url = `/rest/locations/${world.locationA.id}/openinghours`
    const response = await client
      .put(url)
      .json({
        every_day: false,
        days: { ...WEEK, mon: { closed: false, open: '09:00' }, fri: { closed: false } },
      })
      .loginAs(world.users.admin)
      .withCsrfToken()
    response.assertStatus(422)
    assert.sameDeepMembers(
      response.body().errors.map((e: any) => [e.field, e.rule]),
      [
        ['days.mon.close', 'opening_hours_required'],
        ['days.fri.open', 'opening_hours_required'],
        ['days.fri.close', 'opening_hours_required'],
      ]
    )
    assert.equal(
      response.body().errors[0].message,
      'An open day needs an opening and a closing time'
    )
    const everyDay = await client
      .put(url)
      .json({ every_day: true, open: '08:00' })
      .loginAs(world.users.admin)
      .withCsrfToken()
    assert.deepEqual(
      everyDay.body().errors.map((e: any) => e.field),
      ['close']
    )
    const read = await client.get(url).loginAs(world.users.admin)
    assert.isTrue(read.body().days.mon.closed, 'nothing was saved')
  })

  test('bad shapes and times are field errors', async ({ client, assert }) => {
    const world = await buildLocationWorld()
    const url = `/rest/customers/${world.customerA.id}/openinghours`
    for (const body of [
      {},
      { every_day: 'often' },
      { every_day: true, open: '25:00', close: '10:00' },
      { every_day: true, open: '9h', close: '10:00' },
      { every_day: false, days: { mon: { closed: 'no' } } },
    ]) {
      const response = await client.put(url).json(body).loginAs(world.users.admin).withCsrfToken()
      assert.equal(response.status(), 422, JSON.stringify(body))
      assert.isNotEmpty(response.body().errors)
    }
  })
})
