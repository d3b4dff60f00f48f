import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import Invitation from '#core/invitations/models/invitation'
import { createTenant, createUser, grant } from '#tests/helpers/fixtures'
import { clearRateLimits } from '#tests/helpers/rate_limits'
import { mailCatcher } from '#tests/helpers/mail_catcher'
import { PERMISSION_KEYS } from '#core/access/permissions'

const READ_ONLY = PERMISSION_KEYS.filter((key) => key.endsWith('_read'))

test.group('Invitations / language', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => clearRateLimits())
  group.each.setup(() => mailCatcher.clear())

  test("without a language, the invitation speaks the customer's language, not the inviter's", async ({
    client,
    assert,
  }) => {
    const inviter = await createUser({ firstname: 'Ada', name: 'Admin', lang: 'en', isAdmin: true })
    const { customer, location } = await createTenant()
    customer.language = 'nl'
    await customer.save()

    const invite = (email: string, subject: object) =>
      client
        .post('/rest/invites')
        .json({ email, ...subject, permissions: READ_ONLY })
        .loginAs(inviter)
        .withCsrfToken()
    ;(
      await invite('nieuwe.collega@airdeck.test', {
        subject_type: 'location',
        subject_id: location.id,
      })
    ).assertStatus(201)
    const mail = await mailCatcher.waitFor('nieuwe.collega@airdeck.test')
    assert.equal(mail.subject, 'Ada Admin nodigt je uit op Airdeck')
    assert.equal((await Invitation.findByOrFail('email', 'nieuwe.collega@airdeck.test')).lang, 'nl')

    const explicit = await client
      .post('/rest/invites')
      .json({
        email: 'new.colleague@airdeck.test',
        subject_type: 'customer',
        subject_id: customer.id,
        permissions: READ_ONLY,
        lang: 'fr',
      })
      .loginAs(inviter)
      .withCsrfToken()
    explicit.assertStatus(201)
    assert.equal((await Invitation.findByOrFail('email', 'new.colleague@airdeck.test')).lang, 'fr')
  })

  test('a group invitation falls back to the inviter’s language', async ({ client, assert }) => {
    const inviter = await createUser({ lang: 'de' })
    const { group: customerGroup } = await createTenant()
    await grant(inviter, 'group', customerGroup.id, [...READ_ONLY, 'users_create'])
    const created = await client
      .post('/rest/invites')
      .json({
        email: 'gruppe@airdeck.test',
        subject_type: 'group',
        subject_id: customerGroup.id,
        permissions: READ_ONLY,
      })
      .loginAs(inviter)
      .withCsrfToken()
    created.assertStatus(201)
    assert.equal((await Invitation.findByOrFail('email', 'gruppe@airdeck.test')).lang, 'de')
  })
})
