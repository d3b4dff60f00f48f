import { apiRoutes } from '#kernel/http/contract/api_routes'
import { holds } from '#kernel/http/contract/route_access'
import { IMAGE, PDF, created, json, page } from '#kernel/http/contract/schemas'
import { pageQueryValidator } from '#core/customers/validators/list_query_validator'
import * as rules from '#core/installation_reports/validators/installation_report_validators'
import { installationReportSchema } from '#core/installation_reports/installation_report_schemas'

const Reports = () =>
  import('#core/installation_reports/controllers/installation_reports_controller')

const api = apiRoutes('Installation reports')
const read = holds('location_read', 'location')
const write = holds('location_update', 'location')
const WRITERS = 'admins and installers only; customer users read'
const PHOTO_ERRORS = [
  'E_PHOTO_TOO_LARGE',
  'E_PHOTO_TYPE',
  'E_PHOTO_EXTENSION',
  'E_PHOTO_HEIC',
  'E_PHOTO_UNREADABLE',
  'E_PHOTO_COUNT',
  'E_PAYLOAD_TOO_LARGE',
]

/** Spec §7 `/locations/{id}/installation…`: reports of what the installer found on site, with photos. */
export function installationReportRoutes() {
  api.get('/locations/:id/installation', [Reports, 'index'], {
    access: read,
    summary: "The venue's installation reports, newest first, with their photos",
    query: pageQueryValidator,
    response: json(page(installationReportSchema)),
  })
  api.post('/locations/:id/installation', [Reports, 'store'], {
    access: write,
    idempotent: true,
    policy: WRITERS,
    summary:
      'Add an installation report (multipart: `bridgePresent`, `failoverPresent`, `guestWifiOk`, `notes`, up to 12 `photos` of at most 10 MB each, JPEG, PNG, WebP or a HEIC the server can read). Photos are checked by content, stored without location metadata, with a thumbnail; one bad photo stores nothing',
    body: rules.installationReportValidator,
    upload: ['photos'],
    response: created(installationReportSchema),
    errors: PHOTO_ERRORS,
  })
  api.patch('/locations/:id/installation/:logId/image', [Reports, 'changePhotos'], {
    access: write,
    policy: WRITERS,
    summary: 'Add photos to a report (multipart `photos`) and remove photos by id (`remove`)',
    body: rules.installationPhotosValidator,
    upload: ['photos'],
    response: json(installationReportSchema),
    errors: PHOTO_ERRORS,
  })
  api.get('/locations/:id/installation/:logId/photos/:photoId', [Reports, 'photo'], {
    access: read,
    summary: 'A photo of a report; `size=thumb` for its thumbnail',
    response: IMAGE,
  })
  api.get('/locations/:id/installation/export', [Reports, 'export'], {
    access: read,
    summary:
      "Every installation report of the venue with its photos, as a PDF in the customer's language",
    response: PDF,
  })
}
