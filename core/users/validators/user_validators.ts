import vine from '@vinejs/vine'
import { whenPresent } from '#kernel/validation/when_present'
import { listQuery } from '#kernel/http/list_validator'
import { LANGUAGES } from '#core/users/models/user'
import { PERMISSION_KEYS, SUBJECT_TYPES } from '#core/access/permissions'
import { ACCOUNT_ROLES } from '#core/access/account_roles'

const subjectId = () => vine.number().withoutDecimals().positive().max(2_147_483_647)

export const listUsersValidator = vine.compile(vine.object({ ...listQuery }))

export const updateUserValidator = vine.compile(
  vine.object({
    firstname: vine
      .string()
      .trim()
      .minLength(1)
      .maxLength(120)
      .optional()
      .requiredWhen(whenPresent),
    name: vine.string().trim().minLength(1).maxLength(120).optional().requiredWhen(whenPresent),
    role: vine.string().trim().maxLength(60).nullable().optional(),
    /** Admins only: installer or demo customer (core/access/account_roles.ts); null for none. */
    account_role: vine.enum(ACCOUNT_ROLES).nullable().optional(),
    lang: vine.enum(LANGUAGES).optional().requiredWhen(whenPresent),
    access: vine
      .array(
        vine.object({
          subject_type: vine.enum(SUBJECT_TYPES),
          subject_id: subjectId(),
          permissions: vine.array(vine.enum(PERMISSION_KEYS)).distinct(),
        })
      )
      .maxLength(200)
      .optional(),
  })
)

/** DELETE /rest/users/{id}: remove access to one object, or (admins) the whole account. */
export const deleteUserValidator = vine.compile(
  vine.object({
    everything: vine.boolean().optional(),
    subject_type: vine.enum(SUBJECT_TYPES).optional().requiredIfMissing('everything'),
    subject_id: subjectId().optional().requiredIfMissing('everything'),
    confirm_last_permission_removal: vine.boolean().optional(),
  })
)
