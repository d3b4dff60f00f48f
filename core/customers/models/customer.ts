import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column, hasMany } from '@adonisjs/lucid/orm'
import type { BelongsTo, HasMany } from '@adonisjs/lucid/types/relations'
import Group from '#core/groups/models/group'
import Location from '#core/locations/models/location'
import { forgetMapOnChange } from '#core/locations/map/forget_map_on_change'
import { invalidateAccessOnChange } from '#core/access/services/invalidate_on_change'

/** A business customer (B2B, type 1) or a consumer (B2C, type 2). */
export default class Customer extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare groupId: number | null

  @column()
  declare name: string

  @column()
  declare alias: string | null

  @column()
  declare type: number

  @column()
  declare vat: string | null

  @column()
  declare address: string | null

  @column()
  declare number: string | null

  @column()
  declare box: string | null

  @column()
  declare zipcode: string | null

  @column()
  declare city: string | null

  @column()
  declare country: string

  @column()
  declare legalEntity: string | null

  @column()
  declare sector: string | null

  @column()
  declare website: string | null

  @column()
  declare phone: string | null

  @column()
  declare email: string | null

  @column()
  declare language: string

  @column()
  declare defaultPlan: number

  @column()
  declare invoiceName: string | null

  @column()
  declare invoiceAddress: string | null

  @column()
  declare invoiceNumber: string | null

  @column()
  declare invoiceBox: string | null

  @column()
  declare invoiceZipcode: string | null

  @column()
  declare invoiceCity: string | null

  @column()
  declare invoiceCountry: string | null

  @column()
  declare invoiceEmail: string | null

  @column()
  declare logoPath: string | null

  /** null = not set up; 0 = none needed; 1 = card; 2 = SEPA (core/customers/legal_entities.ts). */
  @column()
  declare paymentMethod: number | null

  @column()
  declare paymentProviderId: string | null

  /** Stripe's side (core/billing/customers): the eu_vat tax id and its verification (pending, verified, unverified, unavailable, invalid). */
  @column()
  declare stripeTaxId: string | null

  @column()
  declare vatVerification: string | null

  @column()
  declare vatVerifiedName: string | null

  @column.dateTime()
  declare vatVerificationAt: DateTime | null

  /** The default payment method set up through Checkout, e.g. "SEPA •••• 3000". */
  @column()
  declare stripePaymentMethodId: string | null

  @column()
  declare paymentMethodLabel: string | null

  @column.dateTime()
  declare paymentMethodAt: DateTime | null

  @column.dateTime()
  declare stripeSyncedAt: DateTime | null

  /** Why the last sync could not finish (an error code such as E_INVALID_EU_VAT), until a sync succeeds. */
  @column()
  declare stripeSyncError: string | null

  @column()
  declare accountCreated: boolean

  @column()
  declare demoMode: boolean

  /** The customer refuses that platform admins sign in as its users (core/impersonation). */
  @column()
  declare supportAccessBlocked: boolean

  @column()
  declare freeTier: boolean

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  @belongsTo(() => Group)
  declare group: BelongsTo<typeof Group>

  @hasMany(() => Location)
  declare locations: HasMany<typeof Location>
}

// What self records show of a customer (core/users/queries/get_self_record.ts); a group move is a groupId change.
invalidateAccessOnChange(Customer, () => 'everyone', [
  'groupId',
  'paymentMethod',
  'demoMode',
  'type',
  'freeTier',
])

// A customer's group decides who sees its venues on the map (group grants).
forgetMapOnChange(Customer, ['groupId'])
