import vine from '@vinejs/vine'

const ids = () => vine.array(vine.number().withoutDecimals().positive()).maxLength(50).optional()

/** POST /locations/{id}/report (multipart): the note and its `attachments`. */
export const createReportNoteValidator = vine.compile(
  vine.object({ body: vine.string().trim().minLength(1).maxLength(4000) })
)

/** POST /locations/{id}/report/{commentId} (multipart): a new text, more `attachments`, attachments to `remove`. */
export const updateReportNoteValidator = vine.compile(
  vine.object({ body: vine.string().trim().minLength(1).maxLength(4000).optional(), remove: ids() })
)

/** A multipart field sent once arrives as one value, sent several times as a list: always a list here. */
export function withList(body: Record<string, unknown>, field: string) {
  const value = body[field]
  return value === undefined || value === null || Array.isArray(value)
    ? body
    : { ...body, [field]: [value] }
}
