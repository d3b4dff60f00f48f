import vine from '@vinejs/vine'
import { whenPresent } from '#kernel/validation/when_present'

const HEX_COLOR = /^#[0-9a-fA-F]{6}$/
/** A DNS label (the brand is the first label of its host: `brightwave.airdeck.example`). */
const HOST_LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/

const slug = () => vine.string().trim().toLowerCase().regex(HOST_LABEL)
const name = () => vine.string().trim().minLength(1).maxLength(120)
const color = () => vine.string().trim().regex(HEX_COLOR).nullable()
/** A display name only: no address and no characters that would break the From header. */
const senderName = () =>
  vine
    .string()
    .trim()
    .maxLength(120)
    .regex(/^[^<>@"\r\n]*$/)
    .nullable()
const partnerId = () => vine.number().withoutDecimals().positive().max(2_147_483_647).nullable()

/** The form fields beside the `logo` image (multipart). */
export const createBrandValidator = vine.compile(
  vine.object({
    slug: slug(),
    name: name(),
    main_color: color().optional(),
    accent_color: color().optional(),
    mail_from_name: senderName().optional(),
    partner_id: partnerId().optional(),
  })
)

export const updateBrandValidator = vine.compile(
  vine.object({
    slug: slug().optional().requiredWhen(whenPresent),
    name: name().optional().requiredWhen(whenPresent),
    main_color: color().optional(),
    accent_color: color().optional(),
    mail_from_name: senderName().optional(),
    partner_id: partnerId().optional(),
    remove_logo: vine.boolean().optional(),
  })
)
