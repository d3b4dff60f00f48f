import router from '@adonisjs/core/services/router'
import { apiRoutes } from '#kernel/http/contract/api_routes'
import { anyone, holds, signedIn } from '#kernel/http/contract/route_access'
import { enforceRateLimit } from '#kernel/http/contract/rate_limit'
import { IMAGE, json, object, string } from '#kernel/http/contract/schemas'
import * as rules from '#core/status_pages/validators/status_page_validators'
import {
  buttonsSchema,
  designerSchema,
  publicDeviceGroupsSchema,
  publicStatusSchema,
} from '#core/status_pages/status_page_schemas'

const PublicStatusController = () =>
  import('#core/status_pages/controllers/public_status_controller')
const StatusPageHtmlController = () =>
  import('#core/status_pages/controllers/status_page_html_controller')
const DesignerController = () =>
  import('#core/status_pages/controllers/status_page_designer_controller')
const StatusButtonsController = () =>
  import('#core/status_pages/controllers/status_buttons_controller')

const SUBJECT = /^(location|customer|group)$/
const UPDATE_POLICY =
  "the object's own update key: location_update, customer_update or group_update"
const publicApi = apiRoutes('Public')
const api = apiRoutes('Status page')

/**
 * The status page API. Declared before the locations routes (start/routes.ts): the router takes the first pattern
 * that matches, and /locations/:id would otherwise answer /locations/status_buttons.
 */
export function statusPageRoutes() {
  const byPublicId = {
    access: anyone,
    textParams: ['id'],
    query: rules.statusLanguageQueryValidator,
    errors: ['E_INVALID_PUBLIC_ID'],
  }
  publicApi.get('/public/status/:id', [PublicStatusController, 'show'], {
    ...byPublicId,
    summary:
      'A public status page by its public id: headline, device groups or venues, support (spec §7)',
    response: json(publicStatusSchema),
  })
  publicApi.get('/public/status/:id/devicegroups', [PublicStatusController, 'deviceGroups'], {
    ...byPublicId,
    summary: "A venue's device groups on its public status page",
    response: json(publicDeviceGroupsSchema),
  })
  publicApi.get('/public/status/:id/logo', [PublicStatusController, 'logo'], {
    ...byPublicId,
    query: undefined,
    summary: 'The logo of a public status page (when it shows one)',
    response: IMAGE,
  })

  api.get('/locations/status_buttons', [StatusButtonsController, 'index'], {
    access: signedIn,
    summary: "The contact buttons of a status page's draft (`type`: location, customer or group)",
    query: rules.statusButtonsQueryValidator,
    response: json(buttonsSchema),
  })
  api.post('/locations/status_buttons', [StatusButtonsController, 'store'], {
    access: signedIn,
    retrySafe:
      "it sets the draft's buttons to what is sent; the same request again leaves the same draft",
    policy: UPDATE_POLICY,
    summary: "Set the contact buttons of a status page's draft",
    query: rules.statusButtonsQueryValidator,
    body: rules.statusButtonsValidator,
    response: json(buttonsSchema),
  })

  const at = (path = '') => `/status-pages/:type/:id${path}`
  const read = holds('read', { param: 'type' })
  api
    .get(at(), [DesignerController, 'show'], {
      access: read,
      summary: 'A status page in the designer: draft, published version, choices',
      response: json(designerSchema),
    })
    .where('type', SUBJECT)
  api
    .put(at(), [DesignerController, 'update'], {
      access: read,
      policy: UPDATE_POLICY,
      summary: "Save a status page's draft (the public page is unchanged until publish)",
      body: rules.statusPageDraftValidator,
      response: json(designerSchema),
    })
    .where('type', SUBJECT)
  api
    .post(at('/publish'), [DesignerController, 'publish'], {
      access: read,
      retrySafe:
        'it publishes the draft as it stands; publishing the same draft again leaves the same page',
      policy: UPDATE_POLICY,
      summary: "Publish a status page's draft",
      response: json(designerSchema),
    })
    .where('type', SUBJECT)
  api
    .get(at('/preview'), [DesignerController, 'preview'], {
      access: read,
      summary: 'The saved draft rendered as the public page would show it',
      query: rules.statusLanguageQueryValidator,
      response: json(object({ html: string() })),
    })
    .where('type', SUBJECT)
  api
    .post(at('/preview'), [DesignerController, 'previewDraft'], {
      access: read,
      retrySafe: 'it renders the form without storing anything',
      limit: 'reads',
      summary: 'A draft from the designer form rendered without saving it (live preview)',
      query: rules.statusLanguageQueryValidator,
      body: rules.statusPageDraftValidator,
      response: json(object({ html: string() })),
    })
    .where('type', SUBJECT)
}

/** The server-rendered public pages, beside the web app (not under /rest), rate-limited like the public API. */
export function statusPagePublicRoutes() {
  // It takes a venue's short code (about 40 bits): guessing must stay as slow as for other typed secrets.
  router.get('/status', [StatusPageHtmlController, 'ask']).use(enforceRateLimit('guessable'))
  router.get('/status/:id', [StatusPageHtmlController, 'show']).use(enforceRateLimit('public'))
}
