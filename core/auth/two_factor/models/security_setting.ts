import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

/** Platform-wide security choices made by an admin (one row). */
export default class SecuritySetting extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare requireTwoFactorForStaff: boolean

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime
}
