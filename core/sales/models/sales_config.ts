import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import User from '#core/users/models/user'
import type { InstallCategory } from '#core/sales/services/sales_tariffs'
import type { QuoteBreakdown } from '#core/sales/services/config_calculator'

/** A configuration calculation, kept as quoted (spec §3 Config calculation). Money in integer cents. */
export default class SalesConfig extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare createdBy: number | null

  @belongsTo(() => User, { foreignKey: 'createdBy' })
  declare author: BelongsTo<typeof User>

  @column()
  declare visitId: number | null

  @column()
  declare title: string

  @column()
  declare devices: number

  @column()
  declare connections: number

  @column()
  declare plan: number

  @column()
  declare installCategory: InstallCategory

  @column()
  declare venues: number

  @column()
  declare peplinkLicence: boolean

  @column()
  declare fixedIp: boolean

  @column()
  declare maxOneOffCents: number | null

  @column()
  declare suggestedPlan: number

  @column()
  declare currency: string

  @column()
  declare mrrCents: number

  @column()
  declare oneOffCents: number

  @column({ prepare: (value: QuoteBreakdown) => JSON.stringify(value) })
  declare breakdown: QuoteBreakdown

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime
}
