import { invalidatePortalsOnChange } from '#core/portal/public/cache/invalidate_portals_on_change'
import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import encryption from '@adonisjs/core/services/encryption'
import type { ConnectionState } from '#core/plugins/plugin_errors'

export type ControllerStatus = ConnectionState | 'never_synced'

/**
 * A connection to one vendor controller: a row saved only after a tested login. Secret settings (password, API
 * keys) live encrypted in `secrets` as one JSON object and never leave the server.
 */
export default class Controller extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare alias: string

  @column()
  declare vendor: string

  @column()
  declare url: string

  @column()
  declare username: string | null

  @column({ prepare: (value: Record<string, unknown>) => JSON.stringify(value ?? {}) })
  declare settings: Record<string, unknown>

  @column({
    serializeAs: null,
    prepare: (value: Record<string, string> | null) =>
      value ? encryption.encrypt(JSON.stringify(value), undefined, 'controller.secrets') : null,
    consume: (value: string | null) => {
      if (!value) return {}
      const text = encryption.decrypt<string>(value, 'controller.secrets')
      return text ? JSON.parse(text) : {}
    },
  })
  declare secrets: Record<string, string>

  @column()
  declare version: string | null

  @column()
  declare flavour: string | null

  @column()
  declare webUiUrl: string | null

  @column()
  declare status: ControllerStatus

  @column()
  declare lastError: string | null

  @column.dateTime()
  declare lastSyncAt: DateTime | null

  /** The end of the last sync that succeeded (last_sync_at also moves on a failed one). */
  @column.dateTime()
  declare lastGoodSyncAt: DateTime | null

  @column()
  declare syncIntervalSeconds: number

  /** Set by an admin only: the controller may be reached on the private ranges of CONTROLLER_PRIVATE_NETWORKS. */
  @column()
  declare privateNetwork: boolean

  @column.dateTime({ serializeAs: null })
  declare syncClaimedUntil: DateTime | null

  @column.dateTime({ serializeAs: null })
  declare syncRequestedAt: DateTime | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  /** What the plugin's connect() receives: the stored settings with the secrets put back. */
  connectSettings(): Record<string, unknown> {
    return { ...this.settings, url: this.url, username: this.username, ...this.secrets }
  }
}

// What a guest's sign-in uses of the venue's controller (core/portal/public/cache/sign_in_portal_cache.ts).
invalidatePortalsOnChange(Controller, [
  'vendor',
  'url',
  'username',
  'settings',
  'secrets',
  'privateNetwork',
])
