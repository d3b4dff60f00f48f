import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import { encryptedColumn } from '#kernel/crypto/encrypted_column'

export type WebhookScope = 'location' | 'portal'
export type WebhookDisabledReason = 'manual' | 'gone' | 'failing'

const json = { prepare: (value: unknown) => JSON.stringify(value ?? []) }

/** Where a venue (or its guest portal) wants its events posted, signed per Standard Webhooks. */
export default class WebhookEndpoint extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare locationId: number

  @column()
  declare scope: WebhookScope

  @column()
  declare url: string

  @column()
  declare description: string | null

  @column(json)
  declare eventTypes: string[]

  @encryptedColumn('webhook-secret')
  declare secret: string

  @encryptedColumn('webhook-secret')
  declare previousSecret: string | null

  @column.dateTime()
  declare previousSecretUntil: DateTime | null

  @column()
  declare enabled: boolean

  @column()
  declare disabledReason: WebhookDisabledReason | null

  @column.dateTime()
  declare disabledAt: DateTime | null

  @column.dateTime()
  declare failingSince: DateTime | null

  @column()
  declare createdBy: number | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  /** The secrets deliveries are signed with now: the current one, and the previous one for a day after a rotation. */
  signingSecrets(now = DateTime.now()) {
    const previous =
      this.previousSecret && this.previousSecretUntil && this.previousSecretUntil > now
        ? [this.previousSecret]
        : []
    return [this.secret, ...previous]
  }
}
