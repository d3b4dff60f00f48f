import { BaseModel, column } from '@adonisjs/lucid/orm'
import type { SubjectType } from '#core/access/permissions'

/** One object an invitation opens; the invitation's permissions apply to each. */
export default class InvitationSubject extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare invitationId: number

  @column()
  declare subjectType: SubjectType

  @column()
  declare subjectId: number
}
