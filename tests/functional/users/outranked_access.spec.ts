import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import AccessGrant from '#core/access/models/access_grant'
import { PERMISSION_KEYS } from '#core/access/permissions'
import { createUser, grant } from '#tests/helpers/fixtures'
import { buildAccessWorld, READ_ONLY } from '#tests/functional/partners/access_world'
import { send } from '#tests/functional/partners/request'

const MANAGER_KEYS = [...READ_ONLY, 'users_update', 'users_delete'] as const

test.group('Users / nobody cuts back a user with more rights', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a manager cannot narrow or remove a grant carrying keys the manager lacks', async ({
    client,
    assert,
  }) => {
    const w = await buildAccessWorld()
    const manager = await createUser()
    await grant(manager, 'customer', w.customers.cA.id, [...MANAGER_KEYS])
    const path = `/rest/users/${w.users.full.id}`

    const narrowed = await send(client, 'put', path, manager, {
      body: {
        access: [
          { subject_type: 'customer', subject_id: w.customers.cA.id, permissions: READ_ONLY },
        ],
      },
    })
    narrowed.assertStatus(403)
    const removed = await send(client, 'delete', path, manager, {
      body: {
        subject_type: 'customer',
        subject_id: w.customers.cA.id,
        confirm_last_permission_removal: true,
      },
    })
    removed.assertStatus(403)
    const kept = await AccessGrant.query()
      .where({ user_id: w.users.full.id, subject_type: 'customer', subject_id: w.customers.cA.id })
      .firstOrFail()
    assert.sameMembers(kept.permissions, [...PERMISSION_KEYS])

    // A grant within the manager's own keys is still theirs to change and remove.
    const reader = await send(client, 'put', `/rest/users/${w.users.readOnly.id}`, manager, {
      body: {
        access: [
          {
            subject_type: 'customer',
            subject_id: w.customers.cA.id,
            permissions: [...READ_ONLY, 'users_update'],
          },
        ],
      },
    })
    reader.assertStatus(200)
    const gone = await send(client, 'delete', `/rest/users/${w.users.readOnly.id}`, manager, {
      body: {
        subject_type: 'customer',
        subject_id: w.customers.cA.id,
        confirm_last_permission_removal: true,
      },
    })
    gone.assertStatus(200)
  })

  test('the profile of a user with access elsewhere needs users_update on every one of their objects', async ({
    client,
    assert,
  }) => {
    const w = await buildAccessWorld()
    const shared = await createUser({ firstname: 'Sam' })
    await grant(shared, 'customer', w.customers.cA.id, READ_ONLY)
    await grant(shared, 'customer', w.customers.cB.id, READ_ONLY)

    const renamed = await send(client, 'put', `/rest/users/${shared.id}`, w.users.full, {
      body: { firstname: 'Hijacked', lang: 'de' },
    })
    renamed.assertStatus(403)
    await shared.refresh()
    assert.equal(shared.firstname, 'Sam')
    assert.equal(shared.lang, 'en')

    const admin = await send(client, 'put', `/rest/users/${shared.id}`, w.users.admin, {
      body: { firstname: 'Samuel' },
    })
    admin.assertStatus(200)
    const own = await send(client, 'put', `/rest/users/${w.users.readOnly.id}`, w.users.full, {
      body: { firstname: 'Rita-Ann' },
    })
    own.assertStatus(200)
  })

  test('admins cannot grant access to objects that do not exist', async ({ client, assert }) => {
    const w = await buildAccessWorld()
    for (const subjectType of ['group', 'customer', 'location']) {
      const response = await send(
        client,
        'put',
        `/rest/users/${w.users.colleague.id}`,
        w.users.admin,
        {
          body: {
            access: [
              { subject_type: subjectType, subject_id: 2_147_483_647, permissions: READ_ONLY },
            ],
          },
        }
      )
      response.assertStatus(404)
    }
    assert.lengthOf(
      await AccessGrant.query().where({ user_id: w.users.colleague.id, subject_id: 2_147_483_647 }),
      0
    )
    const tooBig = await send(client, 'put', `/rest/users/${w.users.colleague.id}`, w.users.admin, {
      body: {
        access: [{ subject_type: 'location', subject_id: 2_147_483_648, permissions: READ_ONLY }],
      },
    })
    tooBig.assertStatus(422)
    assert.equal(tooBig.body().errors[0].rule, 'max')
  })
})
