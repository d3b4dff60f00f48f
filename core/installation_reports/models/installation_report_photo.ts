import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

/** A photo of an installation report: stored without location metadata, with its thumbnail. */
export default class InstallationReportPhoto extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare reportId: number

  @column({ serializeAs: null })
  declare path: string

  @column({ serializeAs: null })
  declare thumbPath: string

  @column()
  declare mime: string

  @column()
  declare width: number

  @column()
  declare height: number

  @column()
  declare bytes: number

  @column()
  declare originalName: string

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime
}
