import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

export type SignInStatus = 'pending' | 'authorized' | 'failed'

/**
 * One sign-in on the public page: the request to let the guest's device through on the venue's controller. Kept
 * until the controller said yes (a job retries pending ones), so a controller that is down never loses a guest.
 */
export default class PortalSignIn extends BaseModel {
  static table = 'portal_sign_ins'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare portalId: number

  @column()
  declare clientId: number | null

  @column()
  declare voucherId: number | null

  @column()
  declare mac: string

  /** What the controller's redirect carried (AP or gateway MAC, SSID, radio, VLAN, site, original URL, client IP). */
  @column({ prepare: (value: unknown) => JSON.stringify(value ?? {}) })
  declare redirect: Record<string, string>

  @column()
  declare minutes: number

  @column()
  declare status: SignInStatus

  @column()
  declare returning: boolean

  @column()
  declare attempts: number

  @column()
  declare lastError: string | null

  @column.dateTime()
  declare nextAttemptAt: DateTime | null

  @column.dateTime()
  declare authorizedAt: DateTime | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  /** The guest's handle on this sign-in (`GET /rest/public/portalclient/{token}`): unguessable, never the row id. */
  @column()
  declare token: string | null

  /** The language the guest signed in in: picks the landing URL. */
  @column()
  declare language: string | null
}
