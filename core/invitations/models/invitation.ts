import { DateTime } from 'luxon'
import { BaseModel, column, hasMany } from '@adonisjs/lucid/orm'
import type { HasMany } from '@adonisjs/lucid/types/relations'
import InvitationSubject from '#core/invitations/models/invitation_subject'
import type { PermissionKey, SubjectType } from '#core/access/permissions'

/** An invitation to register, optionally granting access to one object or joining a partner. */
export default class Invitation extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare email: string

  @column({ serializeAs: null })
  declare tokenHash: string

  @column()
  declare invitedById: number | null

  @column()
  declare partnerId: number | null

  @column()
  declare subjectType: SubjectType | null

  @column()
  declare subjectId: number | null

  @column()
  declare permissions: PermissionKey[]

  @column()
  declare lang: string

  @column.dateTime()
  declare expiresAt: DateTime

  @column.dateTime()
  declare acceptedAt: DateTime | null

  @column()
  declare acceptedUserId: number | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  @hasMany(() => InvitationSubject)
  declare subjects: HasMany<typeof InvitationSubject>

  get isUsable() {
    return this.acceptedAt === null && this.expiresAt > DateTime.now()
  }
}
