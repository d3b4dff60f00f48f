import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

/** A file attached to a report note: a photo (stored without location metadata, with a thumbnail) or a PDF. */
export default class LocationReportAttachment extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare noteId: number

  @column({ serializeAs: null })
  declare path: string

  @column({ serializeAs: null })
  declare thumbPath: string | null

  @column()
  declare mime: string

  @column()
  declare bytes: number

  @column()
  declare originalName: string

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime
}
