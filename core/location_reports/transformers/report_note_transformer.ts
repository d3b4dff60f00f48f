import type LocationReportNote from '#core/location_reports/models/location_report_note'

export function transformReportNote(note: LocationReportNote) {
  const author = note.$preloaded.user as LocationReportNote['user'] | undefined
  const base = `/rest/locations/${note.locationId}/report/${note.id}/attachments`
  return {
    id: note.id,
    body: note.body,
    created_at: note.createdAt.toISO()!,
    updated_at: note.updatedAt.toISO()!,
    author: author
      ? {
          id: author.id,
          name: [author.firstname, author.name].filter(Boolean).join(' ') || author.email,
        }
      : null,
    attachments: (
      (note.$preloaded.attachments as LocationReportNote['attachments'] | undefined) ?? []
    ).map((file) => ({
      id: file.id,
      name: file.originalName,
      mime: file.mime,
      bytes: file.bytes,
      url: `${base}/${file.id}`,
      thumbnail_url: file.thumbPath ? `${base}/${file.id}?size=thumb` : null,
    })),
  }
}
