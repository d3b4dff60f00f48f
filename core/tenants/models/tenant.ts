import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import { encryptedColumn } from '#kernel/crypto/encrypted_column'
import type { TenantStatus } from '#core/tenants/tenant_states'

/** The encryption purpose of the key column; bulk inserts encrypt with it too. */
export const PASSPHRASE_PURPOSE = 'tenant.passphrase'

/** A tenant of a venue and the state of their personal WiFi key on the venue's controller. */
export default class Tenant extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare locationId: number

  @column()
  declare name: string

  @column()
  declare email: string

  /** The language of the tenant's mail and page. */
  @column()
  declare language: string

  /** Spaces or rooms, as the venue names them. */
  @column()
  declare spaces: string | null

  @column()
  declare vlan: number | null

  @encryptedColumn(PASSPHRASE_PURPOSE)
  declare passphrase: string

  @column()
  declare status: TenantStatus

  /** A pending creation is due from then on (the next nightly run, or now). */
  @column.dateTime()
  declare createAfter: DateTime

  @column.date()
  declare deactivateOn: DateTime | null

  /** The key's name on the controller, fixed before the first push: how a run finds a key an interrupted run added. */
  @column()
  declare keyName: string | null

  /** The WiFi network the key was added to, and the vendor's id of the key there. */
  @column()
  declare wlanId: string | null

  @column()
  declare remoteKeyId: string | null

  /** Why the last push failed (an E_ code, with the vendor's reason after a colon), until one succeeds. */
  @column()
  declare lastError: string | null

  @column.dateTime()
  declare lastAttemptAt: DateTime | null

  @column.dateTime()
  declare activatedAt: DateTime | null

  @column.dateTime()
  declare deactivatedAt: DateTime | null

  @column.dateTime()
  declare mailedAt: DateTime | null

  /** Unguessable: the tenant's own page (/tenants/{publicId}) shows the key to whoever holds it. */
  @column()
  declare publicId: string

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime
}
