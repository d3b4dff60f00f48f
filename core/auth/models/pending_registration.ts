import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import type { Language } from '#core/users/models/user'

/** An open registration until its address is confirmed: the password is kept hashed, the link token as SHA-256. */
export default class PendingRegistration extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare email: string

  @column()
  declare firstname: string

  @column()
  declare name: string

  @column()
  declare lang: Language

  @column({ serializeAs: null })
  declare passwordHash: string

  @column({ serializeAs: null })
  declare tokenHash: string

  @column.dateTime()
  declare expiresAt: DateTime

  @column()
  declare ip: string | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime
}
