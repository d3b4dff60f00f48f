import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import { invalidateAccessOnChange } from '#core/access/services/invalidate_on_change'

/** A customer's logo, header image and main colour (spec §3 Branding), one row per customer. */
export default class CustomerBranding extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare customerId: number

  /** `#rrggbb`, or null to keep the partner's or Airdeck's colour. */
  @column()
  declare mainColor: string | null

  @column()
  declare logoPath: string | null

  @column()
  declare headerPath: string | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime
}

invalidateAccessOnChange(CustomerBranding, () => 'everyone')
