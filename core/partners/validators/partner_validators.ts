import vine from '@vinejs/vine'
import { whenPresent } from '#kernel/validation/when_present'
import { listQuery } from '#kernel/http/list_validator'
import { PERMISSION_KEYS } from '#core/access/permissions'

const id = () => vine.number().withoutDecimals().positive().max(2_147_483_647)
const name = () => vine.string().trim().minLength(1).maxLength(160)
const email = () => vine.string().trim().toLowerCase().email().maxLength(254).nullable()
const phone = () =>
  vine
    .string()
    .trim()
    .regex(/^\+?[0-9 ().-]{6,20}$/)
    .nullable()

export const listPartnersValidator = vine.compile(vine.object({ ...listQuery }))

export const createPartnerValidator = vine.compile(
  vine.object({ name: name(), email: email().optional(), phone: phone().optional() })
)

/** PUT /partners carries the partner's id in the body (admins); a partner member updates their own partner. */
export const updatePartnerValidator = vine.compile(
  vine.object({
    id: id().optional(),
    name: name().optional().requiredWhen(whenPresent),
    email: email().optional(),
    phone: phone().optional(),
  })
)

export const linkUserValidator = vine.compile(vine.object({ partner_id: id() }))

/** Permissions a partner gets on an object; all but invoices when left out. */
export const partnerPermissions = () =>
  vine.array(vine.enum(PERMISSION_KEYS)).minLength(1).distinct()

export const grantPartnerValidator = vine.compile(
  vine.object({ partner_id: id(), permissions: partnerPermissions().optional() })
)

export const linkPartnerValidator = vine.compile(
  vine.object({ permissions: partnerPermissions().optional() })
)
