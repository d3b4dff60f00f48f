import { randomUUID } from 'node:crypto'
import { test } from '@japa/runner'
import env from '#start/env'
import db from '@adonisjs/lucid/services/db'
import testUtils from '@adonisjs/core/services/test_utils'
import Mail from '#core/mail/models/mail'
import { queueMail } from '#core/mail/queue_mail'
import SendMailJob from '#core/mail/jobs/send_mail_job'
import { mailCatcher } from '#tests/helpers/mail_catcher'
import { pollUntil } from '#tests/helpers/poll'

/** Delivery goes through the app's own job system, started with the test process. */
function message(to: string) {
  return {
    to,
    subject: `Welcome ${to}`,
    text: 'Plain body',
    html: '<p>HTML body</p>',
    kind: 'test',
    lang: 'nl',
  }
}

function mailWithStatus(id: number, status: string) {
  return pollUntil(
    async () => {
      const mail = await Mail.find(id)
      return mail?.status === status ? mail : undefined
    },
    { what: `mail ${id} ${status}` }
  )
}

test.group('Mail queue', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('queueMail delivers the mail over SMTP and marks it sent', async ({ assert }) => {
    const to = `${randomUUID()}@airdeck.test`
    const queued = await queueMail(message(to))
    assert.equal(queued.status, 'queued')

    const received = await mailCatcher.waitFor(to, 20_000)
    assert.equal(received.subject, `Welcome ${to}`)
    assert.equal(received.text?.trim(), 'Plain body')
    assert.include(received.html as string, '<p>HTML body</p>')
    assert.equal(received.headers.get('content-language'), 'nl')

    const sent = await mailWithStatus(queued.id, 'sent')
    assert.equal(sent.attempts, 1)
    assert.isNotNull(sent.messageId)
    assert.isNotNull(sent.sentAt)
    assert.isNull(sent.error)
  })

  test('with SMTP, secret links are delivered but never readable in the outbox', async ({
    assert,
    client,
  }) => {
    const to = `${randomUUID()}@airdeck.test`
    const url = 'http://localhost:3333/auth/passwordreset?token=s3cr3t-token&x=1'
    const queued = await queueMail({
      ...message(to),
      text: `Open ${url}`,
      html: `<a href="${url.replace('&', '&#38;')}">go</a>`,
      secretUrls: [url],
    })
    const stored = await db.from('mails').where('id', queued.id).first()
    assert.notInclude(
      stored.text + stored.html + stored.sealed_body,
      's3cr3t-token',
      'redacted, and the sealed copy is encrypted'
    )
    assert.include(stored.text, '[link removed from the outbox]')

    const received = await mailCatcher.waitFor(to, 20_000)
    assert.include(received.text ?? '', url, 'the recipient gets the real link')
    const sent = await mailWithStatus(queued.id, 'sent')
    assert.isNull(sent.sealedBody, 'the sealed copy goes once sent')

    const { default: User } = await import('#core/users/models/user')
    const admin = await User.create({
      email: `${randomUUID()}@airdeck.test`,
      password: 'Admin-pass-2026!',
      firstname: 'A',
      name: 'B',
      lang: 'en',
      isAdmin: true,
    })
    const read = await client.get(`/rest/admin/mails/${queued.id}`).loginAs(admin)
    assert.notInclude(read.text(), 's3cr3t-token')
  })

  test('a mail sent again after a crash keeps its Message-ID, so the copy can be dropped', async ({
    assert,
  }) => {
    const to = `${randomUUID()}@airdeck.test`
    const queued = await queueMail(message(to))
    const sent = await mailWithStatus(queued.id, 'sent')

    // The worker died after the SMTP answer, before recording it: the retry sends the mail again.
    await db.from('mails').where('id', queued.id).update({ status: 'queued' })
    await new SendMailJob().handle({ mailId: queued.id })
    const copies = mailCatcher.all().filter((mail) => mail.subject === `Welcome ${to}`)
    assert.lengthOf(copies, 2)
    assert.match(sent.messageId!, /^<airdeck-mail-\d+-[0-9a-z]+@[^>]+>$/)
    assert.deepEqual(
      copies.map((copy) => copy.messageId),
      [sent.messageId, sent.messageId]
    )
    assert.equal((await Mail.findOrFail(queued.id)).messageId, sent.messageId)
  })

  test('a mail queued in a transaction is delivered once it commits', async ({ assert }) => {
    const to = `${randomUUID()}@airdeck.test`
    const queued = await db.transaction((trx) => queueMail(message(to), { trx }))

    const received = await mailCatcher.waitFor(to, 20_000)
    assert.equal(received.subject, `Welcome ${to}`)
    await mailWithStatus(queued.id, 'sent')
  })

  test('without SMTP_HOST the mail is kept in the local outbox', async ({ assert, cleanup }) => {
    const smtpHost = env.get('SMTP_HOST')
    env.set('SMTP_HOST', '')
    cleanup(() => env.set('SMTP_HOST', smtpHost ?? ''))

    const to = `${randomUUID()}@airdeck.test`
    const queued = await queueMail(message(to))
    const stored = await mailWithStatus(queued.id, 'stored')

    assert.equal(stored.attempts, 1)
    assert.isNull(stored.sentAt)
    assert.equal(stored.html, '<p>HTML body</p>')
    assert.notExists(mailCatcher.all().find((mail) => mail.subject === `Welcome ${to}`))
  })

  test('a mail whose delivery failed for good is marked failed, a delivered one is left alone', async ({
    assert,
  }) => {
    const queued = await Mail.create({ ...outboxRow(), status: 'queued' })
    const sent = await Mail.create({ ...outboxRow(), status: 'sent' })

    await new SendMailJob().failed({ mailId: queued.id }, new Error('550 mailbox unavailable'))
    await new SendMailJob().failed({ mailId: sent.id }, new Error('late'))

    await queued.refresh()
    await sent.refresh()
    assert.include(queued.serialize(), { status: 'failed', error: '550 mailbox unavailable' })
    assert.equal(sent.status, 'sent')
  })
})

function outboxRow() {
  return {
    toAddress: 'x@airdeck.test',
    subject: 's',
    html: '<p>h</p>',
    text: 't',
    kind: 'test',
    attempts: 6,
  }
}
