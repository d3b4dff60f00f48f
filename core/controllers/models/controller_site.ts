import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

/** A site the controller exposed at its last sync (UniFi site, Omada site, Peplink group, ZeroTier network). */
export default class ControllerSite extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare controllerId: number

  @column()
  declare remoteId: string

  @column()
  declare name: string

  @column()
  declare parentId: string | null

  @column()
  declare parentName: string | null

  @column()
  declare deviceCount: number | null

  @column()
  declare clientCount: number | null

  @column.dateTime()
  declare seenAt: DateTime
}
