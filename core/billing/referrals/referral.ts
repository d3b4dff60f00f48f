import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import Customer from '#core/customers/models/customer'
import type { ReferralSector, ReferralState } from './referral_rules.js'

/** A company a customer's user referred (spec §3 Referral); see referral_rules.ts for the states. */
export default class Referral extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare referrerCustomerId: number

  @belongsTo(() => Customer, { foreignKey: 'referrerCustomerId' })
  declare referrerCustomer: BelongsTo<typeof Customer>

  @column()
  declare referrerUserId: number | null

  @column()
  declare email: string

  @column()
  declare name: string

  @column()
  declare company: string

  @column()
  declare sector: ReferralSector

  @column()
  declare vat: string | null

  @column()
  declare state: ReferralState

  @column()
  declare referredCustomerId: number | null

  @column()
  declare convertingInvoiceId: string | null

  @column.dateTime()
  declare convertedAt: DateTime | null

  @column()
  declare rewardCents: number

  @column()
  declare rewardCurrency: string

  @column()
  declare stripeBalanceTransactionId: string | null

  @column.dateTime()
  declare rewardedAt: DateTime | null

  @column()
  declare rewardError: string | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime
}
