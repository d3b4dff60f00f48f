import vine from '@vinejs/vine'
import { LANGUAGES } from '#core/users/models/user'
import { PERMISSION_KEYS, SUBJECT_TYPES } from '#core/access/permissions'
import { listQuery } from '#kernel/http/list_validator'

const email = () => vine.string().trim().toLowerCase().email().maxLength(254)
const id = () => vine.number().withoutDecimals().positive().max(2_147_483_647)

/**
 * One invitation (`email` + optional `subject_type`/`subject_id`) or the
 * wizard's batch (`emails` + `subjects`); both share `permissions`.
 */
export const createInvitationValidator = vine.compile(
  vine.object({
    email: email().optional().requiredIfMissing('emails'),
    emails: vine.array(email()).minLength(1).maxLength(50).distinct().optional(),
    lang: vine.enum(LANGUAGES).optional(),
    subject_type: vine.enum(SUBJECT_TYPES).optional().requiredIfExists('subject_id'),
    subject_id: id().optional().requiredIfExists('subject_type'),
    subjects: vine
      .array(vine.object({ type: vine.enum(SUBJECT_TYPES), id: id() }))
      .maxLength(200)
      .optional(),
    permissions: vine.array(vine.enum(PERMISSION_KEYS)).distinct().optional(),
    partner_id: id().optional(),
  })
)

export const validateInvitationValidator = vine.compile(vine.object({ email: email() }))

export const listInvitationsValidator = vine.compile(vine.object({ ...listQuery }))

export const acceptInvitationValidator = vine.compile(
  vine.object({ token: vine.string().trim().minLength(1).maxLength(128) })
)
