import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import type { SocialProvider } from '#core/auth/social/social_providers'

/** A Google or Microsoft identity attached to an account; while one is attached, password sign-in is off (spec §4). */
export default class SocialLogin extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare userId: number

  @column()
  declare provider: SocialProvider

  /** The provider's subject (Microsoft: tenant id and object id). */
  @column({ serializeAs: null })
  declare subject: string

  /** The address the provider reported when attached: shown on the profile, never used to find the account. */
  @column()
  declare email: string | null

  @column.dateTime()
  declare lastUsedAt: DateTime | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime
}
