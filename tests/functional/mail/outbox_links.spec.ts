import { randomUUID } from 'node:crypto'
import { test } from '@japa/runner'
import env from '#start/env'
import testUtils from '@adonisjs/core/services/test_utils'
import { queueMail } from '#core/mail/queue_mail'
import { createUser } from '#tests/helpers/fixtures'

const secretMail = (to: string, url: string) => ({
  to,
  subject: 'Reset',
  text: `Open ${url}`,
  html: `<a href="${url}">go</a>`,
  kind: 'password_reset',
  lang: 'en',
  secretUrls: [url],
})

/** Issue 32 item 21: the outbox says per mail whether its secret links were removed, so its screen tells the truth in both modes. */
test.group('Mail / the outbox says whether secret links are hidden', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('with SMTP the copy hides them (links_hidden); without SMTP, as in the demo, the outbox keeps them whole', async ({
    assert,
    client,
    cleanup,
  }) => {
    const admin = await createUser({ isAdmin: true })
    const url = `http://localhost:3333/auth/passwordreset?token=${randomUUID()}`
    const sealed = await queueMail(secretMail(`${randomUUID()}@airdeck.test`, url))

    const smtpHost = env.get('SMTP_HOST')
    env.set('SMTP_HOST', '')
    cleanup(() => env.set('SMTP_HOST', smtpHost ?? ''))
    const kept = await queueMail(secretMail(`${randomUUID()}@airdeck.test`, url))

    const list = await client.get('/rest/admin/mails').qs({ perPage: 100 }).loginAs(admin)
    list.assertStatus(200)
    const byId = new Map(list.body().data.map((mail: any) => [mail.id, mail]))
    assert.isTrue((byId.get(sealed.id) as any).links_hidden)
    assert.isFalse((byId.get(kept.id) as any).links_hidden)
    const keptDetail = await client.get(`/rest/admin/mails/${kept.id}`).loginAs(admin)
    assert.include(keptDetail.body().text, url, 'the embedded outbox keeps the link whole')
    assert.isFalse(keptDetail.body().links_hidden)
  })
})
