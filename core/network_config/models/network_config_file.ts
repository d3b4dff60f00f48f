import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

/** A configuration file for one vendor's controllers within a version range; its bytes are in the uploads storage. */
export default class NetworkConfigFile extends BaseModel {
  static table = 'network_config_files'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare name: string

  /** The plugin id of the vendor (a controller plugin whose manifest declares `configFiles`). */
  @column()
  declare vendor: string

  @column()
  declare minVersion: string

  /** Null: every version from minVersion on. */
  @column()
  declare maxVersion: string | null

  @column()
  declare canChangeWifiSettings: boolean

  @column()
  declare originalName: string

  @column()
  declare size: number

  @column({ columnName: 'sha256' })
  declare sha256: string

  /** Relative to the uploads root (kernel/storage/uploads.ts); never sent to clients. */
  @column({ serializeAs: null })
  declare storagePath: string

  @column()
  declare createdBy: number | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime
}
