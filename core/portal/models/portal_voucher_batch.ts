import { DateTime } from 'luxon'
import { BaseModel, column, hasMany } from '@adonisjs/lucid/orm'
import type { HasMany } from '@adonisjs/lucid/types/relations'
import PortalVoucher from '#core/portal/models/portal_voucher'

/** Codes made together: each lets a guest in for `durationMinutes`, `maxUses` times, until `expiresAt`. */
export default class PortalVoucherBatch extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare portalId: number

  @column()
  declare name: string

  @column()
  declare durationMinutes: number

  @column()
  declare maxUses: number

  @column.dateTime()
  declare expiresAt: DateTime | null

  @column()
  declare createdBy: number | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @hasMany(() => PortalVoucher, { foreignKey: 'batchId' })
  declare vouchers: HasMany<typeof PortalVoucher>
}
