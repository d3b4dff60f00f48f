import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import User from '#core/users/models/user'
import type {
  FollowUpMethod,
  InterestLevel,
  VenueSize,
  VenueType,
  VisitOutcome,
} from '#core/sales/sales_fields'

/** Decimal columns arrive as text from PostgreSQL. */
const coordinate = {
  consume: (value: string | number | null) => (value === null ? null : Number(value)),
}

/** A hunter's visit to a venue (spec §3 Sales visit). */
export default class SalesVisit extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare hunterId: number

  @belongsTo(() => User, { foreignKey: 'hunterId' })
  declare hunter: BelongsTo<typeof User>

  @column()
  declare venueName: string

  @column()
  declare venueType: VenueType

  @column()
  declare venueSize: VenueSize

  @column()
  declare sector: string | null

  @column()
  declare address: string | null

  @column()
  declare postalCode: string | null

  @column()
  declare city: string | null

  @column(coordinate)
  declare latitude: number | null

  @column(coordinate)
  declare longitude: number | null

  @column()
  declare contactName: string | null

  @column()
  declare contactRole: string | null

  @column()
  declare contactPhone: string | null

  @column()
  declare contactEmail: string | null

  @column()
  declare interest: InterestLevel

  @column()
  declare wantsOffer: boolean

  @column()
  declare followUp: boolean

  @column()
  declare followUpMethod: FollowUpMethod | null

  @column()
  declare marketingOptIn: boolean

  @column()
  declare knowsProduct: boolean

  @column()
  declare satisfaction: number | null

  @column()
  declare issueReason: string | null

  @column()
  declare posSystem: string | null

  @column()
  declare hasTerrace: boolean

  @column()
  declare hasKiosk: boolean

  @column()
  declare hasTakeaway: boolean

  @column()
  declare hasWalkIn: boolean

  @column()
  declare provider: string | null

  @column()
  declare comment: string | null

  @column()
  declare outcome: VisitOutcome

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime
}
