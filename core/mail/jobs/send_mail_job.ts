import { DateTime } from 'luxon'
import env from '#start/env'
import mail from '@adonisjs/mail/services/main'
import Mail from '#core/mail/models/mail'
import { Job } from '#kernel/jobs/job'
import { inlineDataImages } from '#kernel/mail/inline_images'
import { brandedSender } from '#core/brands/mail_sender'
import { outboxMessageId } from '#kernel/mail/message_id'

interface Payload {
  mailId: number
}

/**
 * Delivers one outbox row over SMTP, or keeps it in the outbox (status
 * `stored`) when SMTP_HOST is unset. Delivery is at least once: a crash
 * between the SMTP answer and the status update sends the mail again, with
 * the same Message-ID (the receiving side may drop the copy).
 */
export default class SendMailJob extends Job<Payload> {
  static jobName = 'mail.send'
  static queue = 'mail'
  static attempts = 6
  static backoff = { type: 'exponential' as const, delayMs: 30_000 }
  static timeoutMs = 60_000

  async handle({ mailId }: Payload) {
    const row = await Mail.find(mailId)
    if (!row || row.status === 'sent' || row.status === 'stored') return

    row.attempts += 1
    if (!env.get('SMTP_HOST')) {
      row.merge({ status: 'stored', error: null })
      await row.save()
      return
    }

    const body: { text: string; html: string } = row.sealedBody ? JSON.parse(row.sealedBody) : row
    const sender = await brandedSender(row.userId)
    const messageId = outboxMessageId(row)
    try {
      await mail.send((message) => {
        message.messageId(messageId)
        const { html, images } = inlineDataImages(body.html)
        if (sender) message.from(sender.address, sender.name)
        message.to(row.toAddress).subject(row.subject).html(html).text(body.text)
        for (const image of images)
          message.embedData(image.content, image.cid, {
            contentType: image.contentType,
            filename: image.filename,
          })
        if (row.lang) message.header('Content-Language', row.lang)
      })
      row.merge({
        status: 'sent',
        error: null,
        messageId,
        sentAt: DateTime.now(),
        sealedBody: null,
      })
      await row.save()
    } catch (error) {
      row.error = error instanceof Error ? error.message : String(error)
      await row.save()
      throw error
    }
  }

  async failed({ mailId }: Payload, error: Error) {
    await Mail.query()
      .where('id', mailId)
      .whereNotIn('status', ['sent', 'stored'])
      .update({ status: 'failed', error: error.message, updated_at: new Date() })
  }
}
