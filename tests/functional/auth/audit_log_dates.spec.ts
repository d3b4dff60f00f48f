import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { DateTime } from 'luxon'
import AuditLog from '#kernel/audit/audit_log'
import { createUser } from '#tests/helpers/fixtures'
import { clearRateLimits } from '#tests/helpers/rate_limits'

/** Dates out of the calendar in the filters were 500s (year 99999, year 0) or silently moved (2024-02-30 → 1 March). */
test.group('Audit log / date filters', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => clearRateLimits())

  test('a date that is not a calendar day is a 422 field error on the list and the export', async ({
    client,
    assert,
  }) => {
    const admin = await createUser({ isAdmin: true })
    for (const path of ['/rest/admin/audit-logs', '/rest/admin/audit-logs/export']) {
      for (const [field, value] of [
        ['from', '0000-00-00'],
        ['from', '99999-01-01'],
        ['to', '+099999-01-01'],
        ['from', '2024-13-01'],
        ['to', '2024-02-30'],
        ['from', '2023-02-29'],
        ['to', '2024-1-5'],
        ['from', '2024-01-01T10:00:00Z'],
      ]) {
        const answer = await client
          .get(path)
          .qs({ [field]: value })
          .loginAs(admin)
        assert.equal(answer.status(), 422, `${path} ${field}=${value}`)
        assert.equal(answer.body().code, 'E_VALIDATION_ERROR')
        assert.deepInclude(answer.body().errors[0], { field, rule: 'date' })
      }
    }
  })

  test('real days still filter, whole UTC days inclusive (29 February of a leap year too)', async ({
    client,
    assert,
  }) => {
    const admin = await createUser({ isAdmin: true })
    const actor = await createUser({ email: `leap-${Date.now()}@venue.test` })
    await AuditLog.createMany([
      {
        action: 'location.updated',
        actorId: actor.id,
        actorEmail: actor.email,
        createdAt: DateTime.fromISO('2024-02-29T23:59:00Z'),
      },
      {
        action: 'location.created',
        actorId: actor.id,
        actorEmail: actor.email,
        createdAt: DateTime.fromISO('2024-03-01T00:00:00Z'),
      },
    ])
    const leapDay = await client
      .get('/rest/admin/audit-logs')
      .qs({ actor: 'leap-', from: '2024-02-29', to: '2024-02-29' })
      .loginAs(admin)
    leapDay.assertStatus(200)
    assert.deepEqual(
      leapDay.body().data.map((row: { action: string }) => row.action),
      ['location.updated']
    )
    const csv = await client
      .get('/rest/admin/audit-logs/export')
      .qs({ actor: 'leap-', from: '2024-03-01' })
      .loginAs(admin)
    csv.assertStatus(200)
    assert.lengthOf(csv.text().trim().split('\r\n'), 2)
    const widest = await client
      .get('/rest/admin/audit-logs')
      .qs({ actor: 'leap-', from: '0001-01-01', to: '9999-12-31' })
      .loginAs(admin)
    widest.assertStatus(200)
    assert.equal(widest.body().meta.total, 2)
  })

  test('the API document states the dates as format: date', async ({ client, assert }) => {
    const document = (await client.get('/rest/openapi.json')).body()
    for (const path of ['/rest/admin/audit-logs', '/rest/admin/audit-logs/export']) {
      const parameters = document.paths[path].get.parameters as Array<{
        name: string
        schema: Record<string, unknown>
      }>
      for (const name of ['from', 'to'])
        assert.deepInclude(
          parameters.find((parameter) => parameter.name === name)!.schema,
          { type: 'string', format: 'date' },
          `${path} ${name}`
        )
    }
  })
})
