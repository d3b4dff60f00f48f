import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

/** A device without a browser (TV, printer) let through on the venue's controller without the portal. */
export default class LocationAllowedMac extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare locationId: number

  @column()
  declare mac: string

  @column()
  declare label: string | null

  @column.dateTime()
  declare authorizedUntil: DateTime | null

  @column()
  declare lastError: string | null

  @column.dateTime()
  declare lastAttemptAt: DateTime | null

  /** Removed from the list, waiting for the controller to revoke it (migration 650). */
  @column.dateTime()
  declare removedAt: DateTime | null

  @column()
  declare createdBy: number | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime
}
