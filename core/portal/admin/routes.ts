import router from '@adonisjs/core/services/router'
import { apiRoutes } from '#kernel/http/contract/api_routes'
import { holds, signedIn } from '#kernel/http/contract/route_access'
import { enforceRateLimit } from '#kernel/http/contract/rate_limit'
import { accepted, json, object, page, string } from '#kernel/http/contract/schemas'
import * as settings from '#core/portal/admin/validators/portal_settings_validator'
import * as guests from '#core/portal/admin/validators/portal_guest_validators'
import { portalScheduleValidator } from '#core/portal/admin/validators/portal_schedule_validator'
import {
  exportStartedSchema,
  portalClientSchema,
  portalInsightsSchema,
  portalListItemSchema,
  portalSchema,
} from '#core/portal/admin/portal_schemas'

const PortalsController = () => import('#core/portal/admin/controllers/portals_controller')
const PortalSectionsController = () =>
  import('#core/portal/admin/controllers/portal_sections_controller')
const PortalPreviewController = () =>
  import('#core/portal/admin/controllers/portal_preview_controller')
const PortalGuestsController = () =>
  import('#core/portal/admin/controllers/portal_guests_controller')
const PortalExportsController = () =>
  import('#core/portal/admin/controllers/portal_exports_controller')
const PortalAssetsController = () =>
  import('#core/portal/admin/controllers/portal_assets_controller')

/** `{id}` is the venue's (location's) id: one portal per venue, made on first use. */
const read = holds('portal_read', 'location')
const update = holds('portal_update', 'location')
const IMAGE_ERRORS = ['E_IMAGE_TYPE', 'E_IMAGE_TOO_LARGE']
const portal = json(portalSchema)
const api = apiRoutes('Portal')

/** The guest portal's settings, designer, guests, insights and export (spec §7 Portal). */
export function portalAdminRoutes() {
  const at = (path = '') => `/portal/:id${path}`
  api.get('/portal', [PortalsController, 'index'], {
    access: signedIn,
    summary: 'The venues whose guest portal you may read, with the state of each portal',
    query: guests.listPortalsValidator,
    response: json(page(portalListItemSchema)),
  })
  api.get(at(), [PortalsController, 'show'], {
    access: read,
    summary:
      "A venue's guest portal: the draft beside the published version, the state in force, never a secret",
    response: portal,
  })
  api.put(at(), [PortalsController, 'update'], {
    access: update,
    summary:
      'Save any part of the draft (the public page keeps the published version until publish)',
    body: settings.portalDraftValidator,
    response: portal,
  })
  api.post(at('/publish'), [PortalsController, 'publish'], {
    access: update,
    retrySafe:
      'it publishes the draft as it stands; publishing the same draft again leaves the same page',
    summary: 'Publish the draft: the public page serves it from now on',
    response: portal,
  })
  api.put(at('/offline'), [PortalsController, 'offline'], {
    access: update,
    summary: 'Take the portal temporarily offline, or back online (at once)',
    body: settings.portalOfflineValidator,
    response: portal,
  })
  api.put(at('/schedule'), [PortalsController, 'schedule'], {
    access: update,
    summary: 'Set the scheduled offline periods (at once)',
    body: portalScheduleValidator,
    response: portal,
  })
  api.post(at('/data'), [PortalSectionsController, 'data'], {
    access: update,
    retrySafe:
      "it sets the draft's section to what is sent; the same request again leaves the same draft",
    summary:
      'Draft: the guest data the form collects, forced opt-in, strict e-mail, privacy URL, reply-to',
    body: settings.portalDataValidator,
    response: portal,
  })
  api.post(at('/login'), [PortalSectionsController, 'login'], {
    access: update,
    retrySafe:
      "it sets the draft's section to what is sent; the same request again leaves the same draft",
    summary:
      'Draft: the password toggle and login providers; a new password or provider keys are stored encrypted and in force at once',
    body: settings.portalLoginValidator,
    upload: [],
    response: portal,
  })
  api.post(at('/design'), [PortalSectionsController, 'design'], {
    access: update,
    retrySafe:
      "it sets the draft's section to what is sent; the same request again leaves the same draft",
    summary:
      'Draft: colours, texts per language, and the logo and background images (each optional; PNG, JPEG or WebP up to 5 MB)',
    body: settings.portalDesignValidator,
    upload: ['logo', 'background'],
    policy:
      'own images need a plan with branded guest WiFi (core/billing/plans; admins are not gated): else 403 E_PLAN_UPGRADE_REQUIRED',
    response: portal,
    errors: [...IMAGE_ERRORS, 'E_PLAN_UPGRADE_REQUIRED'],
  })
  api.post(at('/analytics'), [PortalSectionsController, 'analytics'], {
    access: update,
    retrySafe:
      "it sets the draft's section to what is sent; the same request again leaves the same draft",
    summary: 'Draft: the analytics ids (tag manager, pixel)',
    body: settings.portalAnalyticsValidator,
    response: portal,
  })
  api.post(at('/preview'), [PortalPreviewController, 'show'], {
    access: read,
    retrySafe: 'it renders the form without storing anything',
    limit: 'reads',
    summary: "The guest page drawn from the designer's form as it stands, unsaved (live preview)",
    query: settings.portalPreviewQueryValidator,
    body: settings.portalDraftValidator,
    response: json(object({ html: string() })),
  })

  api.get(at('/clients'), [PortalGuestsController, 'index'], {
    access: read,
    summary: "The portal's guests, the most recently seen first",
    query: guests.listPortalClientsValidator,
    response: json(page(portalClientSchema)),
  })
  api.put(at('/client/:clientId'), [PortalGuestsController, 'update'], {
    access: update,
    summary: 'Block or unblock a guest',
    body: guests.updatePortalClientValidator,
    response: json(portalClientSchema),
  })
  api.get(at('/insights'), [PortalGuestsController, 'insights'], {
    access: read,
    summary: 'Guests per day (new and returning), opt-in rate and devices over 7, 30 or 90 days',
    query: guests.portalInsightsValidator,
    response: json(portalInsightsSchema),
  })
  api.get(at('/export'), [PortalGuestsController, 'export'], {
    access: read,
    limit: 'writes',
    summary:
      "Start an export of the portal's guests: a CSV, mailed to you as a download link when ready",
    response: accepted(exportStartedSchema),
  })
  api.get('/portal-exports/:token', [PortalExportsController, 'show'], {
    access: signedIn,
    policy:
      'Only the requester the link was mailed to, while they hold portal_read on the venue; anyone else gets 404',
    limit: 'guessable',
    textParams: ['token'],
    summary:
      'Download an export by the token of its mailed link (valid 7 days), signed in as the user it was mailed to',
    response: { file: 'application/octet-stream' },
    errors: ['E_EXPORT_EXPIRED'],
  })
}

/** The portal's images on public URLs (core/portal/portal_assets.ts), beside the web app, rate-limited as public. */
export function portalAssetRoutes() {
  router
    .get('/portal-assets/:publicId/:kind', [PortalAssetsController, 'published'])
    .use(enforceRateLimit('public'))
  router
    .get('/portal-assets/:publicId/:kind/:file', [PortalAssetsController, 'version'])
    .use(enforceRateLimit('public'))
}
