import LocationReportNote from '#core/location_reports/models/location_report_note'
import { AppException } from '#kernel/exceptions/app_exception'
import { DEFAULT_PER_PAGE } from '#kernel/http/pagination'

export function listReportNotes(locationId: number, page = 1, perPage = DEFAULT_PER_PAGE) {
  return LocationReportNote.query()
    .where('location_id', locationId)
    .preload('attachments', (files) => {
      void files.orderBy('id')
    })
    .preload('user')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .paginate(page, perPage)
}

/** Every note, oldest first (the PDF tells the story in order). */
export function allReportNotes(locationId: number) {
  return LocationReportNote.query()
    .where('location_id', locationId)
    .preload('attachments', (files) => {
      void files.orderBy('id')
    })
    .preload('user')
    .orderBy('created_at')
    .orderBy('id')
}

export async function findReportNote(locationId: number, noteId: number) {
  const note = await LocationReportNote.query()
    .where('location_id', locationId)
    .where('id', noteId)
    .preload('attachments', (files) => {
      void files.orderBy('id')
    })
    .preload('user')
    .first()
  if (!note) throw AppException.notFound()
  return note
}
