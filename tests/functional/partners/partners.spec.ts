import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import Partner from '#core/partners/models/partner'
import User from '#core/users/models/user'
import PartnerGrant from '#core/access/models/partner_grant'
import AuditLog from '#kernel/audit/audit_log'
import { createUser } from '#tests/helpers/fixtures'
import { buildAccessWorld, READ_ONLY } from '#tests/functional/partners/access_world'
import { PNG_1PX, send } from '#tests/functional/partners/request'

test.group('Partners / management', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('admins add, list, search, rename and delete partners; bad input is a field error', async ({
    client,
    assert,
  }) => {
    const w = await buildAccessWorld()
    const admin = w.users.admin
    const created = await send(client, 'post', '/rest/partners', admin, {
      body: { name: 'Netwerk Partners', email: 'INFO@netwerk.test', phone: '+32 470 12 34 56' },
    })
    created.assertStatus(201)
    assert.include(created.body(), {
      name: 'Netwerk Partners',
      email: 'info@netwerk.test',
      logo: null,
    })
    const id = created.body().id

    const bad = await send(client, 'post', '/rest/partners', admin, {
      body: { name: '', email: 'nope', phone: 'abc' },
    }).header('accept-language', 'de')
    bad.assertStatus(422)
    assert.sameMembers(
      bad.body().errors.map((e: any) => e.field),
      ['name', 'email', 'phone']
    )

    const list = await send(client, 'get', '/rest/partners?q=netwerk', admin)
    assert.deepEqual(
      list.body().data.map((p: any) => p.id),
      [id]
    )
    const withUsers = await send(client, 'get', '/rest/partners?q=Partner%20P', admin)
    assert.equal(withUsers.body().data[0].users_count, 1)
    const names = await send(client, 'get', '/rest/partners/names', admin)
    assert.deepInclude(names.body().data, { id, name: 'Netwerk Partners' })

    const renamed = await send(client, 'put', '/rest/partners', admin, {
      body: { id, name: 'Netwerk BV' },
    })
    renamed.assertStatus(200)
    assert.equal(renamed.body().name, 'Netwerk BV')
    ;(await send(client, 'put', '/rest/partners', admin, { body: { name: 'No id' } })).assertStatus(
      422
    )
    ;(
      await send(client, 'put', '/rest/partners', admin, { body: { id: 999999, name: 'x' } })
    ).assertStatus(404)

    const member = await createUser({ partnerId: id })
    ;(await send(client, 'delete', `/rest/partners/${id}`, admin)).assertStatus(204)
    assert.isNull(await Partner.find(id))
    await member.refresh()
    assert.isNull(member.partnerId)
    const actions = (
      await AuditLog.query().where({ object_type: 'partner', object_id: String(id) })
    ).map((a) => a.action)
    assert.sameMembers(actions, ['partner.created', 'partner.updated', 'partner.deleted'])
  })

  test('a partner member sees and updates their own partner, never another', async ({
    client,
    assert,
  }) => {
    const w = await buildAccessWorld()
    const other = await Partner.create({ name: 'Other partner' })
    const self = await send(client, 'get', '/rest/partners/self', w.users.partnerUser)
    assert.equal(self.body().id, w.partner.id)
    const updated = await send(client, 'put', '/rest/partners', w.users.partnerUser, {
      body: { phone: '+32 9 123 45 67' },
    })
    updated.assertStatus(200)
    assert.equal(updated.body().phone, '+32 9 123 45 67')
    ;(
      await send(client, 'put', '/rest/partners', w.users.partnerUser, {
        body: { id: other.id, name: 'Hijack' },
      })
    ).assertStatus(404)
    ;(await send(client, 'get', `/rest/partners/${other.id}`, w.users.partnerUser)).assertStatus(
      404
    )
    await other.refresh()
    assert.equal(other.name, 'Other partner')
  })

  test('logo: images up to 5 MB, served back, shown in the self record', async ({
    client,
    assert,
  }) => {
    const w = await buildAccessWorld()
    const path = `/rest/partners/${w.partner.id}/logo`
    const uploaded = await send(client, 'post', path, w.users.partnerUser, { file: PNG_1PX })
    uploaded.assertStatus(200)
    assert.match(uploaded.body().logo, new RegExp(`^/rest/partners/${w.partner.id}/logo\\?v=`))
    const served = await client.get(path).loginAs(w.users.full)
    served.assertStatus(200)
    assert.equal(served.header('content-type'), 'image/png')
    const self = await client.get('/rest/self').loginAs(w.users.partnerUser)
    assert.equal(self.body().partner_logo, uploaded.body().logo)

    const notImage = await send(client, 'post', path, w.users.partnerUser, {
      file: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
    })
    notImage.assertStatus(422)
    assert.equal(notImage.body().code, 'E_IMAGE_TYPE')
    const big = Buffer.concat([PNG_1PX, Buffer.alloc(5 * 1024 * 1024 + 10)])
    const tooLarge = await send(client, 'post', path, w.users.partnerUser, { file: big }).header(
      'accept-language',
      'nl'
    )
    tooLarge.assertStatus(422)
    assert.equal(tooLarge.body().code, 'E_IMAGE_TOO_LARGE')
    assert.include(tooLarge.body().message, '5 MB')
    ;(await send(client, 'post', path, w.users.partnerUser, { body: {} })).assertStatus(422)
  })

  test('members: list, link and unlink by admins, removal by a fellow member but not oneself', async ({
    client,
    assert,
  }) => {
    const w = await buildAccessWorld()
    const outsider = await createUser()
    const linked = await send(client, 'post', `/rest/partners/link/${outsider.id}`, w.users.admin, {
      body: { partner_id: w.partner.id },
    })
    linked.assertStatus(200)
    ;(
      await send(client, 'post', `/rest/partners/link/${outsider.id}`, w.users.admin, {
        body: { partner_id: 999999 },
      })
    ).assertStatus(422)
    ;(
      await send(client, 'post', `/rest/partners/link/${outsider.id}`, w.users.admin, { body: {} })
    ).assertStatus(422)
    ;(
      await send(client, 'post', '/rest/partners/link/999999', w.users.admin, {
        body: { partner_id: w.partner.id },
      })
    ).assertStatus(404)

    const users = await send(
      client,
      'get',
      `/rest/partners/${w.partner.id}/users`,
      w.users.partnerUser
    )
    assert.sameMembers(
      users.body().data.map((u: any) => u.id),
      [w.users.partnerUser.id, outsider.id]
    )

    ;(
      await send(
        client,
        'delete',
        `/rest/partners/user/${w.partner.id}/${w.users.partnerUser.id}`,
        w.users.partnerUser
      )
    ).assertStatus(422)
    ;(
      await send(
        client,
        'delete',
        `/rest/partners/user/${w.partner.id}/${w.users.full.id}`,
        w.users.partnerUser
      )
    ).assertStatus(404)
    ;(
      await send(
        client,
        'delete',
        `/rest/partners/user/${w.partner.id}/${outsider.id}`,
        w.users.partnerUser
      )
    ).assertStatus(204)
    await outsider.refresh()
    assert.isNull(outsider.partnerId)
    ;(
      await send(client, 'delete', `/rest/partners/link/${outsider.id}`, w.users.admin)
    ).assertStatus(404)
    const audits = await AuditLog.query()
      .where({ object_type: 'user', object_id: String(outsider.id) })
      .orderBy('id')
    assert.deepEqual(
      audits.map((a) => a.action),
      ['partner.user_linked', 'partner.user_unlinked']
    )
  })

  test('access: granting a partner an object makes it visible to its members; unlinking takes it away', async ({
    client,
    assert,
  }) => {
    const w = await buildAccessWorld()
    const member = w.users.partnerUser
    ;(await send(client, 'get', `/rest/locations/${w.locations.lB.id}`, member)).assertStatus(404)

    const granted = await send(
      client,
      'post',
      `/rest/partners/customers/${w.customers.cB.id}`,
      w.users.admin,
      { body: { partner_id: w.partner.id, permissions: READ_ONLY } }
    )
    granted.assertStatus(201)
    ;(await send(client, 'get', `/rest/locations/${w.locations.lB.id}`, member)).assertStatus(200)
    const again = await send(
      client,
      'post',
      `/rest/customers/${w.customers.cB.id}/partner/${w.partner.id}`,
      w.users.admin,
      { body: {} }
    )
    again.assertStatus(200)
    assert.notInclude(
      again.body().permissions,
      'invoices_read',
      'default partner permissions leave invoices out'
    )

    const linked = await send(
      client,
      'get',
      `/rest/customers/${w.customers.cB.id}/partner`,
      w.users.other
    )
    assert.deepEqual(
      linked.body().data.map((p: any) => p.name),
      ['Partner P']
    )

    ;(
      await send(client, 'post', `/rest/partners/customers/${w.customers.cB.id}`, w.users.admin, {
        body: { partner_id: w.partner.id, permissions: [] },
      })
    ).assertStatus(422)
    ;(
      await send(client, 'post', `/rest/partners/customers/${w.customers.cB.id}`, w.users.admin, {
        body: { partner_id: 999999 },
      })
    ).assertStatus(422)
    ;(
      await send(client, 'post', '/rest/partners/customers/999999', w.users.admin, {
        body: { partner_id: w.partner.id },
      })
    ).assertStatus(404)
    ;(
      await send(client, 'post', `/rest/groups/${w.groups.gB.id}/partner/999999`, w.users.admin)
    ).assertStatus(404)
    ;(
      await send(client, 'post', `/rest/partners/sites/${w.locations.lB.id}`, w.users.admin, {
        body: { partner_id: w.partner.id },
      })
    ).assertStatus(404)

    ;(
      await send(
        client,
        'delete',
        `/rest/customers/${w.customers.cB.id}/partner/${w.partner.id}`,
        w.users.admin
      )
    ).assertStatus(204)
    ;(
      await send(
        client,
        'delete',
        `/rest/customers/${w.customers.cB.id}/partner/${w.partner.id}`,
        w.users.admin
      )
    ).assertStatus(404)
    ;(await send(client, 'get', `/rest/locations/${w.locations.lB.id}`, member)).assertStatus(404)
    assert.lengthOf(
      await PartnerGrant.query().where({
        partner_id: w.partner.id,
        subject_type: 'customer',
        subject_id: w.customers.cB.id,
      }),
      0
    )
    const actions = (
      await AuditLog.query()
        .where({ object_type: 'partner', object_id: String(w.partner.id) })
        .orderBy('id')
    ).map((a) => a.action)
    assert.deepEqual(actions, [
      'partner.access_granted',
      'partner.access_updated',
      'partner.access_revoked',
    ])
    assert.isNotNull(await User.find(member.id))
  })
})
