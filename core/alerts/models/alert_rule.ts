import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import type { AlertScope, AlertTrigger } from '#core/alerts/alert_triggers'

/** An alert rule (migration 1763700001300): what to watch, where, whom to tell and when. */
export default class AlertRule extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare name: string

  @column()
  declare trigger: AlertTrigger

  @column()
  declare threshold: number | null

  @column()
  declare forMinutes: number

  @column()
  declare scopeType: AlertScope

  @column()
  declare scopeId: number | null

  @column({ prepare: (value: number[]) => JSON.stringify(value) })
  declare recipientIds: number[]

  @column()
  declare sendWebhook: boolean

  @column()
  declare onlyOpeningHours: boolean

  @column()
  declare renotifyMinutes: number | null

  @column()
  declare enabled: boolean

  @column()
  declare createdBy: number | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime
}
