import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

/** One code of a batch; `uses` counts the sign-ins it allowed. */
export default class PortalVoucher extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare batchId: number

  @column()
  declare portalId: number

  @column()
  declare code: string

  @column()
  declare uses: number

  @column.dateTime()
  declare revokedAt: DateTime | null
}
