import { apiRoutes } from '#kernel/http/contract/api_routes'
import { holds, signedIn, type AccessRule } from '#kernel/http/contract/route_access'
import { NO_CONTENT, boolean, json, object, string } from '#kernel/http/contract/schemas'
import * as validators from '#core/integrations/validators/integration_validators'
import * as schemas from '#core/integrations/integration_schemas'

const Connections = () =>
  import('#core/integrations/controllers/integration_connections_controller')
const Integrations = () => import('#core/integrations/controllers/integrations_controller')

/** `{id}` is the venue's (location's) id, as for the portal designer. */
const read = holds('portal_read', 'location')
const update = holds('portal_update', 'location')
const KEY_ERRORS = [
  'E_INTEGRATION_KEY_INVALID',
  'E_INTEGRATION_UNAVAILABLE',
  'E_INTEGRATION_FAILED',
  'E_INTEGRATION_REJECTED',
]
const PARTNER = 'Partners and admins only (spec §6: integrations need partner); others get 403'
const MEMBER =
  'Members of a partner only, for their own partner; others get 403 (admins too: they belong to no partner)'
const api = apiRoutes('Integrations')

/** The routes of one connection, of a portal or of the caller's partner (same handlers, same answers). */
function connectionRoutes(
  path: string,
  access: { read: AccessRule; update: AccessRule; policy?: string },
  whose: string,
  name: string
) {
  const { read: canRead, update: canUpdate, policy } = access
  api
    .put(path, [Connections, 'connect'], {
      access: canUpdate,
      policy,
      summary: `Connect ${whose} to an integration, or give it a new key: saved only after the key worked against the service (and chosen options exist there)`,
      body: validators.connectIntegrationValidator,
      response: json(schemas.connectionSchema),
      errors: KEY_ERRORS,
    })
    .as(`${name}.connect`)
  api
    .patch(path, [Connections, 'update'], {
      access: canUpdate,
      policy,
      summary: 'Change the options (e.g. the audience) or pause/resume the integration',
      body: validators.updateIntegrationValidator,
      response: json(schemas.connectionSchema),
      errors: KEY_ERRORS,
    })
    .as(`${name}.update`)
  api
    .delete(path, [Connections, 'destroy'], {
      access: canUpdate,
      policy,
      summary: 'Disconnect: forget the key, the waiting deliveries and the log',
      response: NO_CONTENT,
    })
    .as(`${name}.destroy`)
  api
    .post(`${path}/test`, [Connections, 'test'], {
      access: canUpdate,
      retrySafe:
        'it tests the saved key and records the connection state; a second test records the same kind of result',
      policy,
      limit: 'writes',
      summary:
        'Test the saved key against the service (logged); a refused key turns the integration to "needs credentials"',
      response: json(
        object({ ok: boolean(), message: string(), connection: schemas.connectionSchema })
      ),
    })
    .as(`${name}.test`)
  api
    .get(`${path}/choices`, [Connections, 'choices'], {
      access: canUpdate,
      policy,
      limit: 'writes',
      summary:
        'What the options form may pick from (e.g. the audiences), read live with the saved key',
      response: json(schemas.choicesSchema),
      errors: KEY_ERRORS,
    })
    .as(`${name}.choices`)
  api
    .get(`${path}/activity`, [Connections, 'activity'], {
      access: canRead,
      policy,
      summary:
        "The integration's activity log: every attempt (sync, forget, test), ok or error, newest first",
      query: validators.activityQueryValidator,
      response: json(schemas.activityPageSchema),
    })
    .as(`${name}.activity`)
  api
    .post(`${path}/retry`, [Connections, 'retry'], {
      access: canUpdate,
      retrySafe:
        'it puts the given-up deliveries back in the queue; a second call finds none given up',
      policy,
      summary: 'Try again every delivery that was given up after its last retry',
      response: json(schemas.retriedSchema),
    })
    .as(`${name}.retry`)
}

/** Issue 13: integrations of a guest portal (Mailchimp…) or of a partner (Pipedrive…), the partner's overview, the audience picker. */
export function integrationRoutes() {
  api.get('/portal/:id/integrations', [Connections, 'index'], {
    access: read,
    summary:
      "Every integration a venue's portal can connect to, with its connection (state, account, options, deliveries), never a key",
    response: json(schemas.integrationListSchema),
  })
  connectionRoutes(
    '/portal/:id/integrations/:integration',
    { read, update },
    'the portal',
    'portal_integrations'
  )
  api.get('/integrations/partner', [Connections, 'partnerIndex'], {
    access: signedIn,
    policy: MEMBER,
    summary:
      "Partner-wide integrations (e.g. Pipedrive) with your partner's connection to each, never a key",
    response: json(schemas.integrationListSchema),
  })
  connectionRoutes(
    '/integrations/partner/:integration',
    { read: signedIn, update: signedIn, policy: MEMBER },
    'your partner',
    'partner_integrations'
  )

  api.get('/integrations', [Integrations, 'index'], {
    access: signedIn,
    policy: PARTNER,
    summary: 'The integrations overview: which exist, where they are connected, state and errors',
    query: validators.overviewQueryValidator,
    response: json(schemas.overviewSchema),
  })
  api.get('/integrations/activity', [Integrations, 'activity'], {
    access: signedIn,
    policy: PARTNER,
    summary: 'Recent integration activity of every venue you may see, newest first',
    query: validators.activityQueryValidator,
    response: json(schemas.recentActivitySchema),
  })
  api.get('/integrations/mailchimp/audiences', [Integrations, 'audiences'], {
    access: signedIn,
    limit: 'writes',
    policy: 'Needs portal_update on the venue named by `location` (404 when it is not visible)',
    summary:
      "Mailchimp audiences for the picker, read with a typed `apiKey` (before saving) or the venue's saved connection",
    query: validators.audiencesQueryValidator,
    response: json(schemas.audiencesSchema),
    errors: KEY_ERRORS,
  })
}
