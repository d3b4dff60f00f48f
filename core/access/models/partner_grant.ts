import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import type { PermissionKey, SubjectType } from '#core/access/permissions'

/** Permission keys that every member of a partner holds on one group, customer or location. */
export default class PartnerGrant extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare partnerId: number

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
