import { DateTime } from 'luxon'
import encryption from '@adonisjs/core/services/encryption'
import { BaseModel, column } from '@adonisjs/lucid/orm'

export const CONNECTION_STATES = ['active', 'inactive', 'needs_credentials'] as const
export type ConnectionState = (typeof CONNECTION_STATES)[number]

const json = {
  prepare: (value: unknown) =>
    value === null || value === undefined ? value : JSON.stringify(value),
}

/**
 * A portal's (or partner's) account at an integration service: a row saved only after a tested `connect`. The plugin's
 * settings, key included, are one JSON object encrypted with the app key and never serialized.
 */
export default class IntegrationConnection extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare pluginId: string

  @column()
  declare portalId: number | null

  @column()
  declare partnerId: number | null

  @column()
  declare state: ConnectionState

  @column({
    serializeAs: null,
    prepare: (value: Record<string, unknown>) =>
      encryption.encrypt(JSON.stringify(value ?? {}), undefined, 'integration.settings'),
    consume: (value: string | null) => {
      const text = value ? encryption.decrypt<string>(value, 'integration.settings') : null
      return text ? (JSON.parse(text) as Record<string, unknown>) : {}
    },
  })
  declare settings: Record<string, unknown>

  @column(json)
  declare options: Record<string, unknown>

  @column()
  declare account: string | null

  @column()
  declare connectedBy: number | null

  @column()
  declare lastError: string | null

  @column.dateTime()
  declare lastErrorAt: DateTime | null

  @column.dateTime()
  declare lastSuccessAt: DateTime | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime
}
