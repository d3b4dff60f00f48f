import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import AccessGrant from '#core/access/models/access_grant'
import User from '#core/users/models/user'
import { createTenant, createUser, grant } from '#tests/helpers/fixtures'
import { clearRateLimits } from '#tests/helpers/rate_limits'
import { mailCatcher } from '#tests/helpers/mail_catcher'
import { PERMISSION_KEYS } from '#core/access/permissions'

/** Spec §5: access is granted with at least one permission per column; read-only is every *_read key. */
const READ_ONLY = PERMISSION_KEYS.filter((key) => key.endsWith('_read'))

test.group('Invitations', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => clearRateLimits())
  group.each.setup(() => mailCatcher.clear())

  test('a user with users_create invites someone by mail, who registers with the link', async ({
    client,
    assert,
  }) => {
    const manager = await createUser({ firstname: 'Mia', name: 'Manager' })
    const { customer } = await createTenant()
    await grant(manager, 'customer', customer.id, [...READ_ONLY, 'users_create'])

    const created = await client
      .post('/rest/invites')
      .json({
        email: 'new.colleague@airdeck.test',
        subject_type: 'customer',
        subject_id: customer.id,
        permissions: READ_ONLY,
        lang: 'de',
      })
      .loginAs(manager)
      .withCsrfToken()
    created.assertStatus(201)

    const mail = await mailCatcher.waitFor('new.colleague@airdeck.test')
    assert.equal(mail.subject, 'Mia Manager lädt Sie zu Airdeck ein')
    const token = decodeURIComponent(/register\?token=([A-Za-z0-9_%-]+)/.exec(mail.text ?? '')![1])

    const password = 'Kolibri-tafel-5%'
    const registered = await client
      .post('/rest/auth/register')
      .json({
        firstname: 'New',
        name: 'Colleague',
        email: 'new.colleague@airdeck.test',
        password,
        password_confirmation: password,
        lang: 'de',
        token,
      })
      .withCsrfToken()
    registered.assertStatus(201)
    assert.isTrue(registered.body().has_customers)
    const user = await User.findByOrFail('email', 'new.colleague@airdeck.test')
    const grants = await AccessGrant.query().where('user_id', user.id)
    assert.sameMembers(grants[0].permissions, READ_ONLY)
  })

  test('nobody grants more than they hold, or where they cannot invite', async ({ client }) => {
    const reader = await createUser()
    const { customer } = await createTenant()
    const other = await createTenant()
    await grant(reader, 'customer', customer.id, ['customer_read', 'users_create'])

    const escalate = await client
      .post('/rest/invites')
      .json({
        email: 'x@airdeck.test',
        subject_type: 'customer',
        subject_id: customer.id,
        permissions: ['customer_update'],
      })
      .loginAs(reader)
      .withCsrfToken()
    escalate.assertStatus(403)
    const elsewhere = await client
      .post('/rest/invites')
      .json({
        email: 'x@airdeck.test',
        subject_type: 'customer',
        subject_id: other.customer.id,
        permissions: ['customer_read'],
      })
      .loginAs(reader)
      .withCsrfToken()
    elsewhere.assertStatus(404)
    const none = await client
      .post('/rest/invites')
      .json({
        email: 'x@airdeck.test',
        subject_type: 'customer',
        subject_id: customer.id,
        permissions: [],
      })
      .loginAs(reader)
      .withCsrfToken()
    none.assertStatus(422)
    none.assertBodyContains({ code: 'E_NO_PERMISSIONS' })
    const existing = await client
      .post('/rest/invites')
      .json({
        email: reader.email,
        subject_type: 'customer',
        subject_id: customer.id,
        permissions: ['customer_read', 'users_create'],
      })
      .loginAs(reader)
      .withCsrfToken()
    existing.assertStatus(422)
    existing.assertBodyContains({ code: 'E_USER_EXISTS' })
  })
})
