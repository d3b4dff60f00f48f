import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import type { PermissionKey, SubjectType } from '#core/access/permissions'
import { invalidateAccessOnChange } from '#core/access/services/invalidate_on_change'

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

// Every member of the partner, and whoever the partner serves (support contact): everyone.
invalidateAccessOnChange(PartnerGrant, () => 'everyone')
