import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column, hasMany } from '@adonisjs/lucid/orm'
import type { BelongsTo, HasMany } from '@adonisjs/lucid/types/relations'
import User from '#core/users/models/user'
import InstallationReportPhoto from '#core/installation_reports/models/installation_report_photo'

/** What the installer found on site (spec §3 Installation report); a venue keeps every report over time. */
export default class InstallationReport extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare locationId: number

  @column()
  declare userId: number | null

  @column()
  declare bridgePresent: boolean

  @column()
  declare failoverPresent: boolean

  @column()
  declare guestWifiOk: boolean

  @column()
  declare notes: string | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  @belongsTo(() => User)
  declare user: BelongsTo<typeof User>

  @hasMany(() => InstallationReportPhoto, { foreignKey: 'reportId' })
  declare photos: HasMany<typeof InstallationReportPhoto>
}
