import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

export type JobRunStatus = 'pending' | 'running' | 'completed' | 'failed'

/** One dispatched job: the durable record that drivers only trigger (see job.ts). */
export default class JobRun extends BaseModel {
  static table = 'job_runs'

  /** bigint: pg returns it as a string. */
  @column({ isPrimary: true, consume: (value: string | number) => Number(value) })
  declare id: number

  @column()
  declare jobName: string

  @column()
  declare queue: string

  @column({ prepare: (value: unknown) => JSON.stringify(value) })
  declare payload: unknown

  @column()
  declare status: JobRunStatus

  @column()
  declare attempts: number

  @column()
  declare maxAttempts: number

  @column.dateTime()
  declare availableAt: DateTime

  @column.dateTime()
  declare lockedUntil: DateTime | null

  @column()
  declare lastError: string | null

  @column.dateTime()
  declare finishedAt: DateTime | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime
}
