import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

/** A guest's request for their data or its deletion, confirmed by the link mailed to the address. */
export default class GuestDataRequest extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare email: string

  @column()
  declare kind: 'download' | 'delete'

  @column()
  declare tokenHash: string

  @column()
  declare language: string

  @column.dateTime()
  declare expiresAt: DateTime

  @column.dateTime()
  declare confirmedAt: DateTime | null

  @column.dateTime()
  declare completedAt: DateTime | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime
}
