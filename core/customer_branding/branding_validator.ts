import vine from '@vinejs/vine'

const HEX_COLOR = /^#[0-9a-fA-F]{6}$/

/** The form fields beside the `logo` and `header` images (multipart). Empty colour = keep the partner's. */
export const brandingValidator = vine.compile(
  vine.object({
    main_color: vine.string().trim().regex(HEX_COLOR).nullable().optional(),
    remove_logo: vine.boolean().optional(),
    remove_header: vine.boolean().optional(),
  })
)
