import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column, hasMany } from '@adonisjs/lucid/orm'
import type { BelongsTo, HasMany } from '@adonisjs/lucid/types/relations'
import User from '#core/users/models/user'
import LocationReportAttachment from '#core/location_reports/models/location_report_attachment'

/** One of the installer's running notes on a venue (spec §7 `/locations/{id}/report`), with attached files. */
export default class LocationReportNote extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare locationId: number

  @column()
  declare userId: number | null

  @column()
  declare body: string

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  @belongsTo(() => User)
  declare user: BelongsTo<typeof User>

  @hasMany(() => LocationReportAttachment, { foreignKey: 'noteId' })
  declare attachments: HasMany<typeof LocationReportAttachment>
}
