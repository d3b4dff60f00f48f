import vine from '@vinejs/vine'

/** The form fields of POST /locations/{id}/installation (multipart; the photos come in `photos`). */
export const installationReportValidator = vine.compile(
  vine.object({
    bridgePresent: vine.boolean(),
    failoverPresent: vine.boolean(),
    guestWifiOk: vine.boolean(),
    notes: vine.string().trim().maxLength(2000).optional(),
  })
)

/** PATCH …/installation/{logId}/image: photos to add (`photos`), photos to remove by id (`remove`). */
export const installationPhotosValidator = vine.compile(
  vine.object({
    remove: vine.array(vine.number().withoutDecimals().positive()).maxLength(50).optional(),
  })
)

/** A multipart field sent once arrives as one value, sent several times as a list: always a list here. */
export function withList(body: Record<string, unknown>, field: string) {
  const value = body[field]
  return value === undefined || value === null || Array.isArray(value)
    ? body
    : { ...body, [field]: [value] }
}
