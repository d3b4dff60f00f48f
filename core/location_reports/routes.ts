import { apiRoutes } from '#kernel/http/contract/api_routes'
import { holds } from '#kernel/http/contract/route_access'
import { NO_CONTENT, PDF, created, json, page } from '#kernel/http/contract/schemas'
import { pageQueryValidator } from '#core/customers/validators/list_query_validator'
import * as rules from '#core/location_reports/validators/report_note_validators'
import { reportNoteSchema } from '#core/location_reports/report_note_schemas'

const Notes = () => import('#core/location_reports/controllers/location_reports_controller')

const api = apiRoutes('Installation reports')
const read = holds('location_read', 'location')
const write = holds('location_update', 'location')
const FILE_ERRORS = [
  'E_ATTACHMENT_TOO_LARGE',
  'E_ATTACHMENT_TYPE',
  'E_ATTACHMENT_COUNT',
  'E_PHOTO_EXTENSION',
  'E_PHOTO_HEIC',
  'E_PHOTO_UNREADABLE',
  'E_PAYLOAD_TOO_LARGE',
]

/** Spec §7 `/locations/{id}/report…`: the installer's running notes on a venue, with files, in its history. */
export function locationReportRoutes() {
  api.get('/locations/:id/report', [Notes, 'index'], {
    access: read,
    summary: "The venue's report notes, newest first, with their files",
    query: pageQueryValidator,
    response: json(page(reportNoteSchema)),
  })
  api.post('/locations/:id/report', [Notes, 'store'], {
    access: write,
    idempotent: true,
    policy: 'admins and installers only; customer users read',
    summary:
      'Add a note (multipart: `body` and up to 5 `attachments` of at most 10 MB: photos as for installation reports, or PDF files)',
    body: rules.createReportNoteValidator,
    upload: ['attachments'],
    response: created(reportNoteSchema),
    errors: FILE_ERRORS,
  })
  api.get('/locations/:id/report/export', [Notes, 'export'], {
    access: read,
    summary: "The venue's report notes with their photos, as a PDF in the customer's language",
    response: PDF,
  })
  api.post('/locations/:id/report/:commentId', [Notes, 'update'], {
    access: write,
    idempotent: true,
    policy: 'its author (an admin or installer), or an admin',
    summary: 'Change a note (multipart: `body`, more `attachments`, attachment ids to `remove`)',
    body: rules.updateReportNoteValidator,
    upload: ['attachments'],
    response: json(reportNoteSchema),
    errors: FILE_ERRORS,
  })
  api.delete('/locations/:id/report/:commentId', [Notes, 'destroy'], {
    access: write,
    policy: 'its author (an admin or installer), or an admin',
    summary: 'Delete a note and its files',
    response: NO_CONTENT,
  })
  api.get('/locations/:id/report/:commentId/attachments/:attachmentId', [Notes, 'attachment'], {
    access: read,
    summary: 'A file of a note (photos: `size=thumb` for the thumbnail)',
    response: { file: 'application/octet-stream' },
  })
}
