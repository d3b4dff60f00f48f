import { DateTime } from 'luxon'
import hash from '@adonisjs/core/services/hash'
import { compose } from '@adonisjs/core/helpers'
import { BaseModel, belongsTo, column, hasMany } from '@adonisjs/lucid/orm'
import type { BelongsTo, HasMany } from '@adonisjs/lucid/types/relations'
import { withAuthFinder } from '@adonisjs/auth/mixins/lucid'
import { AccessTokensProvider } from '#core/auth/services/access_tokens_provider'
import Partner from '#core/partners/models/partner'
import AccessGrant from '#core/access/models/access_grant'
import { invalidateAccessOnChange } from '#core/access/services/invalidate_on_change'

const AuthFinder = withAuthFinder(() => hash.use('scrypt'), {
  uids: ['email'],
  passwordColumnName: 'password',
})

export const LANGUAGES = ['en', 'nl', 'fr', 'de'] as const
export type Language = (typeof LANGUAGES)[number]

export default class User extends compose(BaseModel, AuthFinder) {
  static accessTokens = AccessTokensProvider.forModel(User, {
    prefix: 'adk_',
    table: 'auth_access_tokens',
    type: 'personal_access_token',
  })

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare email: string

  @column({ serializeAs: null })
  declare password: string

  @column()
  declare firstname: string

  @column()
  declare name: string

  @column()
  declare phone: string | null

  /** The profile's address: street and number, postal code, city, ISO country code (all optional). */
  @column()
  declare address: string | null

  @column()
  declare zipcode: string | null

  @column()
  declare city: string | null

  @column()
  declare country: string | null

  @column()
  declare lang: Language

  @column()
  declare role: string | null

  @column()
  declare isAdmin: boolean

  /** 'hunter': records sales visits and quotes; confined to the sales routes unless an admin (core/sales/sales_role.ts). */
  @column()
  declare salesRole: string | null

  /** 'installer' or 'demo_customer' (core/access/account_roles.ts). */
  @column()
  declare accountRole: string | null

  @column()
  declare partnerId: number | null

  @column()
  declare twoFaEnabled: boolean

  @column()
  declare defaultGroupId: number | null

  @column()
  declare defaultCustomerId: number | null

  @column()
  declare defaultLocationId: number | null

  @column.dateTime()
  declare lastLoginAt: DateTime | null

  @column.dateTime()
  declare passwordChangedAt: DateTime | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  @belongsTo(() => Partner)
  declare partner: BelongsTo<typeof Partner>

  @hasMany(() => AccessGrant)
  declare grants: HasMany<typeof AccessGrant>

  get isPartner() {
    return this.partnerId !== null && this.partnerId !== undefined
  }
}

/**
 * Any write to a user's row renews their access stamp: signed-in requests read the row from a per-process cache
 * (core/auth/services/signed_in_cache.ts), so a password, role, admin flag, two-factor or deletion counts on every
 * process from the next request. Writes through the query builder must call invalidateAccess themselves.
 */
invalidateAccessOnChange(User, (user) => [user.id])
