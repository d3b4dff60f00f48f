import { randomUUID } from 'node:crypto'
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import User from '#core/users/models/user'
import Mail, { type MailStatus } from '#core/mail/models/mail'

function createUser(isAdmin: boolean) {
  return User.create({
    email: `${randomUUID()}@airdeck.test`,
    password: 'Airdeck-test-2026!',
    firstname: 'Test',
    name: isAdmin ? 'Admin' : 'User',
    isAdmin,
  })
}

function createMail(status: MailStatus, subject: string) {
  return Mail.create({
    toAddress: 'someone@airdeck.test',
    subject,
    html: `<p>${subject}</p>`,
    text: subject,
    kind: 'test',
    lang: 'en',
    status,
    attempts: 1,
  })
}

test.group('Admin outbox', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('requires a signed-in user', async ({ client }) => {
    const response = await client.get('/rest/admin/mails')
    response.assertStatus(401)
    response.assertBodyContains({ code: 'E_UNAUTHORIZED' })
  })

  test('is forbidden to non-admins', async ({ client }) => {
    const user = await createUser(false)
    const list = await client.get('/rest/admin/mails').loginAs(user)
    list.assertStatus(403)
    list.assertBodyContains({ code: 'E_FORBIDDEN' })

    const mail = await createMail('sent', 'Secret')
    const one = await client.get(`/rest/admin/mails/${mail.id}`).loginAs(user)
    one.assertStatus(403)
  })

  test('lists mails newest first, paginated, in snake_case', async ({ client, assert }) => {
    const admin = await createUser(true)
    await createMail('sent', 'First')
    await createMail('stored', 'Second')
    const third = await createMail('failed', 'Third')

    const response = await client.get('/rest/admin/mails').qs({ perPage: 2 }).loginAs(admin)
    response.assertStatus(200)
    const body = response.body()
    assert.deepEqual(body.meta, { total: 3, page: 1, perPage: 2, lastPage: 2 })
    assert.deepEqual(
      body.data.map((mail: { subject: string }) => mail.subject),
      ['Third', 'Second']
    )
    assert.include(body.data[0], {
      id: third.id,
      to_address: 'someone@airdeck.test',
      status: 'failed',
      kind: 'test',
    })
    assert.notProperty(body.data[0], 'html')

    const second = await client.get('/rest/admin/mails').qs({ perPage: 2, page: 2 }).loginAs(admin)
    assert.deepEqual(
      second.body().data.map((mail: { subject: string }) => mail.subject),
      ['First']
    )
  })

  test('filters by status and rejects an unknown one', async ({ client, assert }) => {
    const admin = await createUser(true)
    await createMail('sent', 'Sent one')
    await createMail('stored', 'Stored one')

    const response = await client.get('/rest/admin/mails').qs({ status: 'stored' }).loginAs(admin)
    response.assertStatus(200)
    assert.deepEqual(
      response.body().data.map((mail: { subject: string }) => mail.subject),
      ['Stored one']
    )

    const invalid = await client.get('/rest/admin/mails').qs({ status: 'lost' }).loginAs(admin)
    invalid.assertStatus(422)
  })

  test('shows one mail with its bodies', async ({ client }) => {
    const admin = await createUser(true)
    const mail = await createMail('stored', 'Readable')

    const response = await client.get(`/rest/admin/mails/${mail.id}`).loginAs(admin)
    response.assertStatus(200)
    response.assertBodyContains({
      id: mail.id,
      subject: 'Readable',
      html: '<p>Readable</p>',
      text: 'Readable',
      sent_at: null,
    })

    const missing = await client.get(`/rest/admin/mails/${mail.id + 1000}`).loginAs(admin)
    missing.assertStatus(404)
  })
})
