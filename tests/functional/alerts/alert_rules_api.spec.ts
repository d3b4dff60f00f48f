import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import Partner from '#core/partners/models/partner'
import PartnerGrant from '#core/access/models/partner_grant'
import { createTenant, createUser, grant } from '#tests/helpers/fixtures'

async function world() {
  const first = await createTenant()
  const other = await createTenant()
  const admin = await createUser({ isAdmin: true })
  const manager = await createUser()
  await grant(manager, 'customer', first.customer.id, [
    'customer_read',
    'location_read',
    'location_update',
    'users_read',
  ])
  const reader = await createUser()
  await grant(reader, 'customer', first.customer.id, ['customer_read', 'location_read'])
  const stranger = await createUser()
  await grant(stranger, 'customer', other.customer.id, [
    'customer_read',
    'location_read',
    'location_update',
  ])
  const partner = await Partner.create({ name: 'Alert partner' })
  const partnerUser = await createUser({ partnerId: partner.id })
  await PartnerGrant.create({
    partnerId: partner.id,
    subjectType: 'location',
    subjectId: first.location.id,
    permissions: ['location_read', 'location_update'],
  })
  return { first, other, admin, manager, reader, stranger, partnerUser }
}

test.group('Alerts / rules API: scope and authorization', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('who may create, see, change and delete which rules; bad input is a translated 422', async ({
    client,
    assert,
  }) => {
    const w = await world()
    const rule = {
      name: 'Offline',
      trigger: 'venue_offline',
      scopeType: 'customer',
      scopeId: w.first.customer.id,
      recipientIds: [w.manager.id, w.reader.id],
    }
    const post = (body: Record<string, unknown>, user = w.manager) =>
      client.post('/rest/alerts/rules').json(body).withCsrfToken().loginAs(user)

    const created = await post(rule)
    created.assertStatus(201)
    assert.equal(created.body().scopeName, w.first.customer.name)
    assert.deepEqual(
      created.body().recipients.map((r: any) => r.id),
      [w.manager.id, w.reader.id]
    )
    assert.isTrue(created.body().canUpdate)
    const id = created.body().id

    ;(await post({ ...rule, scopeType: 'all', scopeId: null })).assertStatus(403)
    ;(await post({ ...rule, scopeId: w.other.customer.id })).assertStatus(422)
    ;(await post(rule, w.reader)).assertStatus(403)
    const foreignRecipient = await post({ ...rule, recipientIds: [w.stranger.id] })
    foreignRecipient.assertStatus(422)
    assert.equal(foreignRecipient.body().errors[0].field, 'recipientIds')
    const noThreshold = await post({ ...rule, trigger: 'clients_above' })
    noThreshold.assertStatus(422)
    assert.equal(noThreshold.body().errors[0].field, 'threshold')
    // Messages follow the signed-in user's language.
    await w.manager.merge({ lang: 'de' }).save()
    const noAction = await post({ ...rule, recipientIds: [] })
    noAction.assertStatus(422)
    assert.include(noAction.body().errors[0].message, 'Empfänger')
    await w.manager.merge({ lang: 'en' }).save()
    ;(await post({ ...rule, trigger: 'nonsense', forMinutes: -1 })).assertStatus(422)
    // A partner manages the venue it was granted, not the customer around it.
    ;(
      await post(
        {
          ...rule,
          scopeType: 'location',
          scopeId: w.first.location.id,
          recipientIds: [w.partnerUser.id],
        },
        w.partnerUser
      )
    ).assertStatus(201)
    ;(await post(rule, w.partnerUser)).assertStatus(422)
    ;(await post({ ...rule, scopeType: 'all', scopeId: null }, w.admin)).assertStatus(201)

    const readerList = await client.get('/rest/alerts/rules').loginAs(w.reader)
    readerList.assertStatus(200)
    assert.deepEqual(
      readerList.body().data.map((r: any) => [r.id, r.canUpdate]),
      [[id, false]].concat(
        readerList
          .body()
          .data.filter((r: any) => r.id !== id)
          .map((r: any) => [r.id, false])
      )
    )
    const strangerList = await client.get('/rest/alerts/rules').loginAs(w.stranger)
    assert.lengthOf(strangerList.body().data, 0)
    ;(await client.get(`/rest/alerts/rules/${id}`).loginAs(w.stranger)).assertStatus(404)
    ;(
      await client.put(`/rest/alerts/rules/${id}`).json(rule).withCsrfToken().loginAs(w.reader)
    ).assertStatus(403)
    ;(
      await client.delete(`/rest/alerts/rules/${id}`).withCsrfToken().loginAs(w.stranger)
    ).assertStatus(404)
    assert.lengthOf((await client.get('/rest/alerts/rules').loginAs(w.admin)).body().data, 3)
    const otherVenue = await client
      .get('/rest/alerts/rules')
      .qs({ locationId: w.other.location.id })
      .loginAs(w.admin)
    assert.deepEqual(
      otherVenue.body().data.map((r: any) => r.scopeType),
      ['all'],
      'only the rule over all venues covers the other venue'
    )
    assert.lengthOf(
      (
        await client
          .get('/rest/alerts/rules')
          .qs({ locationId: w.first.location.id })
          .loginAs(w.admin)
      ).body().data,
      3
    )

    // An open alert is closed without a mail when the rule changes what it watches.
    await db.table('alerts').insert({
      rule_id: id,
      location_id: w.first.location.id,
      subject: 'location',
      subject_name: 'Venue',
      state: 'open',
      details: '{}',
      started_at: new Date(),
      triggered_at: new Date(),
      last_notified_at: new Date(),
      notifications: 1,
    })
    const updated = await client
      .put(`/rest/alerts/rules/${id}`)
      .json({ ...rule, trigger: 'failover_active', renotifyMinutes: 60 })
      .withCsrfToken()
      .loginAs(w.manager)
    updated.assertStatus(200)
    assert.equal(updated.body().renotifyMinutes, 60)
    const closed = await db.from('alerts').where('rule_id', id).firstOrFail()
    assert.equal(closed.state, 'resolved')
    assert.equal(closed.details.closedBy, 'rule_changed')

    const candidates = (await client.get('/rest/alerts/recipients').loginAs(w.manager))
      .body()
      .data.map((r: any) => r.id)
    assert.includeMembers(candidates, [w.manager.id, w.reader.id])
    assert.notInclude(candidates, w.stranger.id)

    ;(
      await client.delete(`/rest/alerts/rules/${id}`).withCsrfToken().loginAs(w.manager)
    ).assertStatus(204)
    assert.lengthOf(await db.from('alerts').where('rule_id', id), 0)
  })

  test('the alert log: per venue and overall, only venues the caller can see', async ({
    client,
    assert,
  }) => {
    const w = await world()
    const created = await client
      .post('/rest/alerts/rules')
      .json({
        name: 'Down',
        trigger: 'venue_offline',
        scopeType: 'all',
        recipientIds: [w.admin.id],
      })
      .withCsrfToken()
      .loginAs(w.admin)
    const ruleId = created.body().id
    const row = (locationId: number, state: string) => ({
      rule_id: ruleId,
      location_id: locationId,
      subject: 'location',
      subject_name: 'Venue',
      state,
      details: '{"networkStatus":"offline"}',
      started_at: new Date(),
      triggered_at: new Date(),
      notifications: 1,
    })
    await db
      .table('alerts')
      .multiInsert([row(w.first.location.id, 'open'), row(w.other.location.id, 'resolved')])
    await db.table('alerts').insert({ ...row(w.first.location.id, 'pending'), subject: 'device:x' })

    const venueLog = await client
      .get(`/rest/locations/${w.first.location.id}/alerts`)
      .loginAs(w.reader)
    venueLog.assertStatus(200)
    assert.deepEqual(
      venueLog.body().data.map((a: any) => [a.state, a.ruleName, a.locationId]),
      [['open', 'Down', w.first.location.id]]
    )
    ;(
      await client.get(`/rest/locations/${w.first.location.id}/alerts`).loginAs(w.stranger)
    ).assertStatus(404)
    const pending = await client
      .get(`/rest/locations/${w.first.location.id}/alerts`)
      .qs({ state: 'pending' })
      .loginAs(w.reader)
    assert.deepEqual(
      pending.body().data.map((a: any) => a.subject),
      ['device:x']
    )

    const overall = await client.get('/rest/alerts').loginAs(w.stranger)
    assert.deepEqual(
      overall.body().data.map((a: any) => a.locationId),
      [w.other.location.id]
    )
    assert.equal((await client.get('/rest/alerts').loginAs(w.admin)).body().meta.total, 2)
    ;(await client.get('/rest/alerts').qs({ state: 'nope' }).loginAs(w.admin)).assertStatus(422)
  })
})
