import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { DateTime } from 'luxon'
import AuditLog from '#kernel/audit/audit_log'
import { createUser } from '#tests/helpers/fixtures'
import { clearRateLimits } from '#tests/helpers/rate_limits'
import { pruneAuditLogs } from '#core/audit_logs/prune_audit_logs'

test.group('Audit log admin screen', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => clearRateLimits())

  test('filters by actor, object, action and date, pages, and exports CSV; admins only', async ({
    client,
    assert,
  }) => {
    const admin = await createUser({ isAdmin: true })
    const actor = await createUser({ email: `auditor-${Date.now()}@venue.test` })
    const old = DateTime.fromISO('2026-01-10T10:00:00Z')
    await AuditLog.createMany([
      {
        action: 'location.updated',
        actorId: actor.id,
        actorEmail: actor.email,
        objectType: 'location',
        objectId: '7',
        createdAt: old,
      },
      {
        action: 'location.created',
        actorId: actor.id,
        actorEmail: actor.email,
        objectType: 'location',
        objectId: '8',
      },
      { action: 'auth.login_failed', actorId: null, actorEmail: actor.email },
      {
        action: 'customer.updated',
        actorId: admin.id,
        actorEmail: admin.email,
        objectType: 'customer',
        objectId: '7',
        newValues: { name: '=HYPERLINK("x")' },
      },
    ])
    const list = (query: Record<string, unknown>) =>
      client.get('/rest/admin/audit-logs').qs(query).loginAs(admin)

    const byActor = await list({ actor: 'auditor-' })
    byActor.assertStatus(200)
    assert.deepEqual(
      byActor.body().data.map((row: any) => row.action),
      ['auth.login_failed', 'location.created', 'location.updated']
    )
    assert.equal((await list({ actor: String(actor.id) })).body().meta.total, 2)
    assert.deepEqual(
      (await list({ object_type: 'location', object_id: '7' }))
        .body()
        .data.map((row: any) => row.action),
      ['location.updated']
    )
    assert.equal((await list({ action: 'location.', actor: 'auditor-' })).body().meta.total, 2)
    assert.equal((await list({ action: 'location.created' })).body().meta.total, 1)
    const january = await list({ actor: 'auditor-', from: '2026-01-10', to: '2026-01-10' })
    assert.deepEqual(
      january.body().data.map((row: any) => row.action),
      ['location.updated']
    )
    const paged = await list({ actor: 'auditor-', perPage: 2, page: 2 })
    assert.deepEqual(paged.body().meta, { total: 3, page: 2, perPage: 2, lastPage: 2 })
    assert.lengthOf(paged.body().data, 1)
    ;(await list({ from: 'yesterday' })).assertStatus(422)

    const csv = await client
      .get('/rest/admin/audit-logs/export')
      .qs({ object_type: 'customer', object_id: '7' })
      .loginAs(admin)
    csv.assertStatus(200)
    assert.match(csv.header('content-type') ?? '', /^text\/csv/)
    const lines = csv
      .text()
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    assert.equal(
      lines[0],
      'id,at,actor_id,actor_email,action,object_type,object_id,old_values,new_values,ip,user_agent,request_id'
    )
    assert.lengthOf(lines, 2)
    assert.include(lines[1], '"customer.updated"')
    assert.include(lines[1], `"{""name"":""=HYPERLINK(\\""x\\"")""}"`)

    const notAdmin = await client.get('/rest/admin/audit-logs').loginAs(actor)
    notAdmin.assertStatus(403)
    ;(await client.get('/rest/admin/audit-logs/export').loginAs(actor)).assertStatus(403)
  })

  test('entries older than 14 months are pruned, younger ones kept', async ({ assert }) => {
    const now = DateTime.utc(2027, 3, 1)
    const [old, young] = await AuditLog.createMany([
      { action: 'retention.old', createdAt: DateTime.fromISO('2025-12-31T23:00:00Z') },
      { action: 'retention.young', createdAt: DateTime.fromISO('2026-01-02T00:00:00Z') },
    ])
    assert.isAtLeast(await pruneAuditLogs(now), 1)
    assert.isNull(await AuditLog.find(old.id))
    assert.isNotNull(await AuditLog.find(young.id))
  })
})
