import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import { encryptedColumn } from '#kernel/crypto/encrypted_column'

export type MailStatus = 'queued' | 'sent' | 'stored' | 'failed'

/**
 * The outbox: every mail the platform sends is a row first. `stored` means
 * kept in the local outbox because no SMTP server is configured (embedded
 * mode); an admin can read it there, secret links included (that outbox is
 * how a demo user gets them). With SMTP, `text` and `html` hold the mail with
 * its secret links redacted and the delivery job reads `sealedBody`.
 */
export default class Mail extends BaseModel {
  static table = 'mails'

  /** bigint: pg returns it as a string. */
  @column({ isPrimary: true, consume: (value: string | number) => Number(value) })
  declare id: number

  @column()
  declare toAddress: string

  @column()
  declare subject: string

  @column()
  declare html: string

  @column()
  declare text: string

  /** JSON `{ text, html }` of a mail with secret links, encrypted; null once sent, and for mails without secrets. */
  @encryptedColumn('mail.sealed_body')
  declare sealedBody: string | null

  @column()
  declare kind: string

  @column()
  declare lang: string | null

  @column()
  declare userId: number | null

  @column()
  declare status: MailStatus

  @column()
  declare attempts: number

  @column()
  declare error: string | null

  @column()
  declare messageId: string | null

  @column.dateTime()
  declare sentAt: DateTime | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime
}
