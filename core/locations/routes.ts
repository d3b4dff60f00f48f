import { apiRoutes } from '#kernel/http/contract/api_routes'
import { holds, signedIn } from '#kernel/http/contract/route_access'
import { NO_CONTENT, PDF, created, json, page } from '#kernel/http/contract/schemas'
import * as rules from '#core/locations/validators/location_validators'
import { pageQueryValidator } from '#core/customers/validators/list_query_validator'
import {
  commentSchema,
  historyEntrySchema,
  locationSchema,
  mapAreaSchema,
  mapPinsSchema,
} from '#core/locations/location_schemas'

const LocationsController = () => import('#core/locations/controllers/locations_controller')
const LocationLifecycleController = () =>
  import('#core/locations/controllers/location_lifecycle_controller')
const LocationCommentsController = () =>
  import('#core/locations/controllers/location_comments_controller')
const LocationDocumentsController = () =>
  import('#core/locations/controllers/location_documents_controller')

const api = apiRoutes('Locations')
const read = holds('location_read', 'location')
const update = holds('location_update', 'location')

export function locationRoutes() {
  api.get('/locations', [LocationsController, 'index'], {
    access: signedIn,
    summary:
      "The venues you can see, filtered; each row names the causes of its network state (`network_warnings`, `device_noun`) as the venue's own answer does",
    query: rules.listLocationsValidator,
    response: json(page(locationSchema)),
  })
  api.post('/locations', [LocationsController, 'store'], {
    idempotent: true,
    access: signedIn,
    summary: 'Add a venue to a customer where you hold location_update',
    body: rules.adminCreateLocationValidator,
    response: created(locationSchema),
  })
  api.get('/locations/map', [LocationsController, 'map'], {
    access: signedIn,
    summary:
      'The venues you can see on the map: for an area and zoom, pins while few, else clusters; a pin that is not online names its causes (`network_warnings`, `device_noun`) as the venues list does',
    query: rules.mapLocationsValidator,
    response: json({ anyOf: [mapAreaSchema, mapPinsSchema] }),
  })
  api.get('/locations/:id', [LocationsController, 'show'], {
    access: read,
    summary: 'A venue',
    response: json(locationSchema),
  })
  api.put('/locations/:id', [LocationsController, 'update'], {
    access: update,
    summary: 'Change a venue (technical fields: admins)',
    body: rules.adminUpdateLocationValidator,
    response: json(locationSchema),
    errors: ['E_LOCATION_ARCHIVED', 'E_ILLEGAL_STATUS_TRANSITION'],
  })
  api.delete('/locations/:id', [LocationLifecycleController, 'destroy'], {
    access: update,
    policy: "location_update on the venue's customer, not only on the venue",
    summary: 'Archive a venue (needs location_update on its customer)',
    body: rules.archiveLocationValidator,
    response: json(locationSchema),
    errors: ['E_LOCATION_ARCHIVED'],
  })
  api.put('/locations/:id/restore', [LocationLifecycleController, 'restore'], {
    access: update,
    policy: "location_update on the venue's customer, not only on the venue",
    summary: 'Restore an archived venue (needs location_update on its customer)',
    response: json(locationSchema),
    errors: ['E_LOCATION_NOT_ARCHIVED'],
  })
  api.put('/locations/:id/snooze', [LocationLifecycleController, 'snooze'], {
    access: update,
    policy: "location_update on the venue's customer, not only on the venue",
    summary: 'Silence alerts of a venue until a date (needs location_update on its customer)',
    body: rules.snoozeLocationValidator,
    response: json(locationSchema),
  })
  api.get('/locations/:id/comments', [LocationCommentsController, 'index'], {
    access: read,
    summary: 'Comments on a venue',
    query: pageQueryValidator,
    response: json(page(commentSchema)),
  })
  api.post('/locations/:id/comments', [LocationCommentsController, 'store'], {
    idempotent: true,
    access: update,
    summary: 'Comment on a venue',
    body: rules.commentValidator,
    response: created(commentSchema),
  })
  api.delete('/locations/:id/comments/:commentId', [LocationCommentsController, 'destroy'], {
    access: update,
    policy: 'only its author, or an admin',
    summary: 'Delete your comment (admins: any)',
    response: NO_CONTENT,
  })
  api.get('/locations/:id/log', [LocationDocumentsController, 'log'], {
    access: read,
    summary: "The venue's history",
    query: pageQueryValidator,
    response: json(page(historyEntrySchema)),
  })
  api.get('/locations/:id/qr', [LocationDocumentsController, 'qr'], {
    access: read,
    summary: "The venue's status-page QR code (PNG)",
    response: { file: 'image/png' },
  })
  api.post('/locations/:id/print/label', [LocationDocumentsController, 'printLabel'], {
    access: read,
    retrySafe: 'it renders a PDF without storing anything',
    summary: 'A printable device label (PDF)',
    response: PDF,
  })
  api.post('/locations/:id/print/public', [LocationDocumentsController, 'printPublic'], {
    access: read,
    retrySafe: 'it renders a PDF without storing anything',
    summary: 'A printable public notice with the QR code (PDF)',
    response: PDF,
  })
}
