import { apiRoutes } from '#kernel/http/contract/api_routes'
import { holds, type AccessRule } from '#kernel/http/contract/route_access'
import { NO_CONTENT, accepted, created, json } from '#kernel/http/contract/schemas'
import * as validators from '#core/webhooks/validators/webhook_validators'
import * as schemas from '#core/webhooks/webhook_schemas'

const LocationWebhooks = () => import('#core/webhooks/controllers/location_webhooks_controller')
const PortalWebhooks = () => import('#core/webhooks/controllers/portal_webhooks_controller')
type Controller = typeof LocationWebhooks | typeof PortalWebhooks

const api = apiRoutes('Webhooks')
const DISABLED = ['E_WEBHOOK_ENDPOINT_DISABLED']
/** An event whose data the caller may not read (guest events need portal_read): 403 naming the event. */
const EVENT_FORBIDDEN = 'E_WEBHOOK_EVENT_FORBIDDEN'

function declareWebhookRoutes(
  base: string,
  Controller: Controller,
  read: AccessRule,
  update: AccessRule,
  what: string
) {
  const at = (path = '') => `${base}${path}`
  const one = (path = '') => at(`/:endpointId${path}`)
  api.get(at(), [Controller, 'index'], {
    access: read,
    summary: `${what}: the endpoints (never their secrets) and the event types they may choose`,
    response: json(schemas.webhookEndpointListSchema),
  })
  api.post(at(), [Controller, 'store'], {
    access: update,
    idempotent: true,
    summary: `${what}: add an endpoint (a public https URL, checked now and at every delivery); answers its \`whsec_\` secret, this once`,
    body: validators.createWebhookEndpointValidator,
    response: created(schemas.webhookEndpointWithSecretSchema),
    errors: ['E_WEBHOOK_URL_REFUSED', EVENT_FORBIDDEN],
  })
  api.post(at('/test'), [Controller, 'test'], {
    access: update,
    idempotent: true,
    summary: `${what}: send a \`webhook.test\` event to an endpoint (delivered by a job, logged like any delivery)`,
    body: validators.sendTestEventValidator,
    response: accepted(schemas.webhookDeliverySchema),
    errors: DISABLED,
  })
  api.put(one(), [Controller, 'update'], {
    access: update,
    summary: `${what}: change an endpoint; \`enabled\` pauses it or resumes a disabled one`,
    body: validators.updateWebhookEndpointValidator,
    response: json(schemas.webhookEndpointSchema),
    errors: ['E_WEBHOOK_URL_REFUSED', EVENT_FORBIDDEN],
  })
  api.delete(one(), [Controller, 'destroy'], {
    access: update,
    summary: `${what}: remove an endpoint and its delivery log`,
    response: NO_CONTENT,
  })
  api.post(one('/rotate-secret'), [Controller, 'rotate'], {
    access: update,
    idempotent: true,
    summary: `${what}: a new secret, answered this once; for 24 hours deliveries are signed with both`,
    response: json(schemas.webhookEndpointWithSecretSchema),
    errors: [EVENT_FORBIDDEN],
  })
  api.get(one('/deliveries'), [Controller, 'deliveries'], {
    access: read,
    summary: `${what}: the delivery log, newest first, every attempt with status, duration and the first 1 KB of the answer; payloads of events whose data the caller may not read are redacted`,
    query: validators.listWebhookDeliveriesValidator,
    response: json(schemas.webhookDeliveryPageSchema),
  })
  api.post(one('/deliveries/:deliveryId/resend'), [Controller, 'resend'], {
    access: update,
    idempotent: true,
    summary: `${what}: send a delivery again (same \`webhook-id\`, new signature)`,
    response: accepted(schemas.webhookDeliverySchema),
    errors: [...DISABLED, EVENT_FORBIDDEN],
  })
  api.post(one('/resend-failed'), [Controller, 'resendFailed'], {
    access: update,
    idempotent: true,
    summary: `${what}: send again every failed delivery of events since a date (of the event types whose data the caller may read)`,
    body: validators.resendFailedValidator,
    response: accepted(schemas.resendCountSchema),
    errors: DISABLED,
  })
}

/** Outgoing webhooks of a venue (location keys) and of its guest portal (portal keys), spec §7. */
export function webhookRoutes() {
  declareWebhookRoutes(
    '/locations/:id/webhooks',
    LocationWebhooks,
    holds('location_read', 'location'),
    holds('location_update', 'location'),
    "Venue's webhooks"
  )
  declareWebhookRoutes(
    '/portal/:id/webhooks',
    PortalWebhooks,
    holds('portal_read', 'location'),
    holds('portal_update', 'location'),
    "Portal's webhooks"
  )
  // The spec's singular path (§7 `POST /portal/{id}/webhook`): the same as adding an endpoint to the portal.
  api
    .post('/portal/:id/webhook', [PortalWebhooks, 'store'], {
      access: holds('portal_update', 'location'),
      idempotent: true,
      summary:
        "Portal's webhooks: the spec's `POST /portal/{id}/webhook`, an alias of `POST /portal/{id}/webhooks` (adds an endpoint, answers its secret this once)",
      body: validators.createWebhookEndpointValidator,
      response: created(schemas.webhookEndpointWithSecretSchema),
      errors: ['E_WEBHOOK_URL_REFUSED', EVENT_FORBIDDEN],
    })
    .as('portal_webhooks.store_singular')
}
