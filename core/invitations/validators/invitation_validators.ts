import vine from '@vinejs/vine'
import { LANGUAGES } from '#core/users/models/user'
import { PERMISSION_KEYS, SUBJECT_TYPES } from '#core/access/permissions'

export const createInvitationValidator = vine.compile(
  vine.object({
    email: vine.string().trim().toLowerCase().email().maxLength(254),
    lang: vine.enum(LANGUAGES).optional(),
    subject_type: vine.enum(SUBJECT_TYPES).optional().requiredIfExists('subject_id'),
    subject_id: vine.number().withoutDecimals().positive().optional().requiredIfExists('subject_type'),
    permissions: vine.array(vine.enum(PERMISSION_KEYS)).distinct().optional(),
    partner_id: vine.number().withoutDecimals().positive().optional(),
  })
)
