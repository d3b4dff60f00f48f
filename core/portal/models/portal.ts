import { invalidatePortalsOnChange } from '#core/portal/public/cache/invalidate_portals_on_change'
import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import Location from '#core/locations/models/location'
import { encryptedColumn } from '#kernel/crypto/encrypted_column'
import type { PortalScheduleEntry, PortalSettings } from '#core/portal/portal_settings'

const json = {
  prepare: (value: unknown) =>
    value === null || value === undefined ? value : JSON.stringify(value),
}

/** A venue's guest portal: the draft being designed, the published version the public page serves, its state. */
export default class Portal extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare locationId: number

  @column()
  declare publicId: string

  @column(json)
  declare draft: Partial<PortalSettings>

  @column(json)
  declare published: Partial<PortalSettings> | null

  @column.dateTime()
  declare publishedAt: DateTime | null

  @column()
  declare publishedBy: number | null

  @column()
  declare offline: boolean

  @column(json)
  declare schedule: PortalScheduleEntry[]

  /** JSON of `{ password?, providers?: {...} }`, encrypted with the app key. */
  @encryptedColumn('portal-secrets')
  declare secrets: string | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  @belongsTo(() => Location)
  declare location: BelongsTo<typeof Location>
}

// What a guest's sign-in reads of the portal (core/portal/public/cache/sign_in_portal_cache.ts); not the draft.
invalidatePortalsOnChange(Portal, [
  'publicId',
  'locationId',
  'published',
  'publishedAt',
  'offline',
  'schedule',
  'secrets',
])
