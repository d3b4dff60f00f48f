import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

/** A guest of one portal (spec §3 Portal client): one per e-mail address, or per device when signed in by voucher. */
export default class PortalClient extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare portalId: number

  @column()
  declare email: string | null

  @column()
  declare firstname: string | null

  @column()
  declare lastname: string | null

  @column()
  declare phone: string | null

  @column()
  declare emailOptIn: boolean

  @column()
  declare emailScore: number | null

  @column({
    prepare: (value: unknown) =>
      value === null || value === undefined ? value : JSON.stringify(value),
  })
  declare emailChecks: Record<string, unknown> | null

  @column()
  declare language: string | null

  @column()
  declare mac: string | null

  @column()
  declare ip: string | null

  @column()
  declare device: string | null

  @column()
  declare blocked: boolean

  @column()
  declare mailSyncStatus: string | null

  @column()
  declare signInCount: number

  @column.dateTime()
  declare firstSeenAt: DateTime

  @column.dateTime()
  declare lastSeenAt: DateTime
}
