import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import type { PermissionKey, SubjectType } from '#core/access/permissions'
import { invalidateAccessOnChange } from '#core/access/services/invalidate_on_change'

/** A user's permission keys on one group, customer or location. */
export default class AccessGrant extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare userId: number

  @column()
  declare subjectType: SubjectType

  @column()
  declare subjectId: number

  @column()
  declare permissions: PermissionKey[]

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime
}

// A grant's holder sees the change on their next request, on every process (docs/security.md).
invalidateAccessOnChange(AccessGrant, (grant) => [grant.userId])
