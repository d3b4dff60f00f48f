import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import { encryptedColumn } from '#kernel/crypto/encrypted_column'

export const TWO_FACTOR_METHODS = ['totp', 'email', 'sms'] as const
export type TwoFactorMethod = (typeof TWO_FACTOR_METHODS)[number]

/**
 * A user's second factor: pending until confirmed with a first code. The TOTP seed is encrypted with the app key;
 * a mailed or texted code is kept only as a keyed hash, for a few minutes.
 */
export default class UserTwoFactor extends BaseModel {
  static selfAssignPrimaryKey = true

  @column({ isPrimary: true })
  declare userId: number

  @column()
  declare method: TwoFactorMethod

  @encryptedColumn('two_factor.totp_secret')
  declare totpSecret: string | null

  /** The last TOTP time step accepted: a code of that step or an earlier one is refused (RFC 6238 §5.2). */
  @column({ consume: (value) => (value === null ? null : Number(value)) })
  declare lastUsedStep: number | null

  @column()
  declare phone: string | null

  @column({ serializeAs: null })
  declare codeHash: string | null

  @column.dateTime()
  declare codeExpiresAt: DateTime | null

  @column.dateTime()
  declare codeSentAt: DateTime | null

  @column.dateTime()
  declare confirmedAt: DateTime | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  get isConfirmed() {
    return this.confirmedAt !== null
  }
}
