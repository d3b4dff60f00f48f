import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import User from '#core/users/models/user'
import AccessGrant from '#core/access/models/access_grant'
import AuditLog from '#kernel/audit/audit_log'
import { PERMISSION_KEYS } from '#core/access/permissions'
import { createUser, grant } from '#tests/helpers/fixtures'
import { buildAccessWorld, READ_ONLY } from '#tests/functional/partners/access_world'
import { send } from '#tests/functional/partners/request'

test.group('Users / table, update and removal of access', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the table shows each user with their access per object, searchable and paged', async ({
    client,
    assert,
  }) => {
    const w = await buildAccessWorld()
    const response = await send(client, 'get', '/rest/users?perPage=2', w.users.full)
    response.assertStatus(200)
    assert.equal(response.body().meta.perPage, 2)
    assert.equal(
      response.body().meta.total,
      3,
      'full, readOnly, colleague, and nobody else on customer A'
    )
    const search = await send(client, 'get', '/rest/users?q=cora', w.users.full)
    assert.lengthOf(search.body().data, 1)
    const colleague = search.body().data[0]
    assert.include(colleague, { id: w.users.colleague.id, firstname: 'Cora', role: null })
    assert.sameMembers(
      colleague.access.map((a: any) => `${a.subject_type}:${a.subject_id}`),
      [`location:${w.locations.lA1.id}`, `location:${w.locations.lA2.id}`]
    )
    ;(await send(client, 'get', '/rest/users?perPage=1000', w.users.full)).assertStatus(422)
    ;(await send(client, 'get', '/rest/users/abc', w.users.full)).assertStatus(404)
  })

  test('the users list is refused (403) to callers without any users permission; partners and admins may open it', async ({
    client,
    assert,
  }) => {
    const w = await buildAccessWorld()
    const noUsersKeys = await createUser()
    await grant(
      noUsersKeys,
      'location',
      w.locations.lA1.id,
      READ_ONLY.filter((key) => !key.startsWith('users_'))
    )
    ;(await send(client, 'get', '/rest/users', noUsersKeys)).assertStatus(403)
    ;(await send(client, 'get', '/rest/users', await createUser())).assertStatus(403)
    const self = await send(client, 'get', '/rest/self', noUsersKeys)
    assert.isFalse(self.body().has_user_permissions)
    ;(await send(client, 'get', '/rest/users', w.users.partnerUser)).assertStatus(200)
    ;(await send(client, 'get', '/rest/users', w.users.admin)).assertStatus(200)
    ;(await send(client, 'get', '/rest/users', w.users.readOnly)).assertStatus(200)
  })

  test('update: profile, role, language and permissions per object, with an audit entry each', async ({
    client,
    assert,
  }) => {
    const w = await buildAccessWorld()
    const keys = [...READ_ONLY, 'location_update', 'portal_update']
    const response = await send(
      client,
      'put',
      `/rest/users/${w.users.colleague.id}`,
      w.users.full,
      {
        body: {
          firstname: 'Cordelia',
          role: 'Bar manager',
          lang: 'fr',
          access: [{ subject_type: 'location', subject_id: w.locations.lA1.id, permissions: keys }],
        },
      }
    )
    response.assertStatus(200)
    assert.include(response.body(), { firstname: 'Cordelia', role: 'Bar manager', lang: 'fr' })
    const a1 = response.body().access.find((a: any) => a.subject_id === w.locations.lA1.id)
    assert.sameMembers(a1.permissions, keys)
    const audits = await AuditLog.query()
      .where({ object_type: 'user', object_id: String(w.users.colleague.id) })
      .orderBy('id')
    assert.sameMembers(
      audits.map((a) => a.action),
      ['user.updated', 'user.access_updated']
    )

    const granted = await send(client, 'put', `/rest/users/${w.users.colleague.id}`, w.users.full, {
      body: {
        access: [
          { subject_type: 'customer', subject_id: w.customers.cA.id, permissions: READ_ONLY },
        ],
      },
    })
    granted.assertStatus(200)
    assert.lengthOf(granted.body().access, 3)
  })

  test('update refuses empty columns, keys the editor lacks, objects out of reach and bad fields', async ({
    client,
    assert,
  }) => {
    const w = await buildAccessWorld()
    const path = `/rest/users/${w.users.colleague.id}`
    const column = await send(client, 'put', path, w.users.full, {
      body: {
        access: [
          {
            subject_type: 'location',
            subject_id: w.locations.lA1.id,
            permissions: ['location_read'],
          },
        ],
      },
    })
    column.assertStatus(422)
    assert.equal(column.body().code, 'E_NO_PERMISSIONS')
    assert.include(
      column.body().errors.map((e: any) => e.field),
      'access.0.permissions.customer'
    )
    const empty = await send(client, 'put', path, w.users.full, {
      body: {
        access: [{ subject_type: 'location', subject_id: w.locations.lA1.id, permissions: [] }],
      },
    })
    empty.assertStatus(422)

    const editor = await createUser()
    await grant(editor, 'customer', w.customers.cA.id, [...READ_ONLY, 'users_update'])
    const escalate = await send(client, 'put', path, editor, {
      body: {
        access: [
          {
            subject_type: 'location',
            subject_id: w.locations.lA1.id,
            permissions: [...READ_ONLY, 'location_update'],
          },
        ],
      },
    })
    escalate.assertStatus(403)
    const elsewhere = await send(client, 'put', path, w.users.full, {
      body: {
        access: [
          { subject_type: 'location', subject_id: w.locations.lB.id, permissions: READ_ONLY },
        ],
      },
    })
    elsewhere.assertStatus(404)
    const newObjectWithoutCreate = await send(client, 'put', path, editor, {
      body: {
        access: [
          { subject_type: 'customer', subject_id: w.customers.cA.id, permissions: READ_ONLY },
        ],
      },
    })
    newObjectWithoutCreate.assertStatus(403)
    const badLang = await send(client, 'put', path, w.users.full, {
      body: { lang: 'xx', firstname: '' },
    })
    badLang.assertStatus(422)
    assert.sameMembers(
      badLang.body().errors.map((e: any) => e.field),
      ['lang', 'firstname']
    )
    const grants = await AccessGrant.query().where('user_id', w.users.colleague.id)
    assert.isTrue(
      grants.every((g) => g.permissions.length === READ_ONLY.length),
      'nothing changed'
    )
  })

  test('removing the last access warns first (E_LAST_PERMISSION) and goes through when confirmed', async ({
    client,
    assert,
  }) => {
    const w = await buildAccessWorld()
    const path = `/rest/users/${w.users.colleague.id}`
    const first = await send(client, 'delete', path, w.users.full, {
      body: { subject_type: 'location', subject_id: w.locations.lA1.id },
    })
    first.assertStatus(200)
    assert.deepEqual(first.body(), { left_without_access: false })

    await w.users.full.merge({ lang: 'nl' }).save()
    const last = await send(client, 'delete', path, w.users.full, {
      body: { subject_type: 'location', subject_id: w.locations.lA2.id },
    })
    last.assertStatus(422)
    assert.equal(last.body().code, 'E_LAST_PERMISSION')
    assert.include(last.body().message, 'geen toegang')
    assert.lengthOf(await AccessGrant.query().where('user_id', w.users.colleague.id), 1)

    const confirmed = await send(client, 'delete', path, w.users.full, {
      body: {
        subject_type: 'location',
        subject_id: w.locations.lA2.id,
        confirm_last_permission_removal: true,
      },
    })
    confirmed.assertStatus(200)
    assert.deepEqual(confirmed.body(), { left_without_access: true })
    assert.lengthOf(await AccessGrant.query().where('user_id', w.users.colleague.id), 0)
    assert.lengthOf(
      await AuditLog.query().where({
        action: 'user.access_removed',
        object_id: String(w.users.colleague.id),
      }),
      2
    )
    ;(await send(client, 'get', path, w.users.full)).assertStatus(404)
  })

  test('delete: a body is required; only admins delete accounts, never their own', async ({
    client,
    assert,
  }) => {
    const w = await buildAccessWorld()
    const path = `/rest/users/${w.users.colleague.id}`
    const noBody = await send(client, 'delete', path, w.users.full, { body: {} })
    noBody.assertStatus(422)
    const notGranted = await send(client, 'delete', path, w.users.full, {
      body: { subject_type: 'customer', subject_id: w.customers.cA.id },
    })
    notGranted.assertStatus(404)
    const self = await send(client, 'delete', `/rest/users/${w.users.admin.id}`, w.users.admin, {
      body: { everything: true },
    })
    self.assertStatus(422)
    const gone = await send(client, 'delete', path, w.users.admin, { body: { everything: true } })
    gone.assertStatus(204)
    assert.isNull(await User.find(w.users.colleague.id))
    assert.lengthOf(
      await AuditLog.query().where({
        action: 'user.deleted',
        object_id: String(w.users.colleague.id),
      }),
      1
    )
    assert.equal(PERMISSION_KEYS.length, 14)
  })
})
