import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

/** Who changed what, when and from where; also every sign-in attempt. */
export default class AuditLog extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare actorId: number | null

  @column()
  declare actorEmail: string | null

  /** The admin signed in as the actor when this happened (core/impersonation). */
  @column()
  declare impersonatorId: number | null

  @column()
  declare action: string

  @column()
  declare objectType: string | null

  @column()
  declare objectId: string | null

  @column()
  declare oldValues: Record<string, unknown> | null

  @column()
  declare newValues: Record<string, unknown> | null

  @column()
  declare ip: string | null

  @column()
  declare userAgent: string | null

  @column()
  declare requestId: string | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime
}
