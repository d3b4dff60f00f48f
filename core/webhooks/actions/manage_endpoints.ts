import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import WebhookEndpoint, { type WebhookScope } from '#core/webhooks/models/webhook_endpoint'
import { AppException } from '#kernel/exceptions/app_exception'
import { eventTypesFor } from '#core/webhooks/webhook_event_types'
import { newWebhookSecret } from '#core/webhooks/services/webhook_signing'
import { disableEndpoint } from '#core/webhooks/services/endpoint_health'
import { checkEndpointUrl } from '#core/webhooks/actions/check_endpoint_url'

/** After a rotation, receivers get both signatures for a day, time to switch to the new secret. */
const ROTATION_OVERLAP_HOURS = 24

interface EndpointInput {
  url?: string
  description?: string | null
  eventTypes?: string[]
  enabled?: boolean
}

function assertEventTypes(scope: WebhookScope, eventTypes: string[] | undefined) {
  const allowed = new Set<string>(eventTypesFor(scope))
  const index = (eventTypes ?? []).findIndex((type) => !allowed.has(type))
  if (index >= 0) throw AppException.invalidField(`eventTypes.${index}`, 'enum')
}

export async function createEndpoint(locationId: number, scope: WebhookScope, input: Required<Omit<EndpointInput, 'enabled'>>, userId: number | null) {
  assertEventTypes(scope, input.eventTypes)
  await checkEndpointUrl(input.url)
  return WebhookEndpoint.create({
    locationId,
    scope,
    url: input.url,
    description: input.description ?? null,
    eventTypes: input.eventTypes,
    secret: newWebhookSecret(),
    enabled: true,
    createdBy: userId,
  })
}

/** Changes the URL, description or event types; `enabled` pauses the endpoint, or resumes it with a clean slate. */
export async function updateEndpoint(endpoint: WebhookEndpoint, input: EndpointInput) {
  assertEventTypes(endpoint.scope, input.eventTypes)
  if (input.url !== undefined && input.url !== endpoint.url) await checkEndpointUrl(input.url)
  await db.transaction(async (trx) => {
    endpoint.useTransaction(trx)
    endpoint.merge({
      url: input.url ?? endpoint.url,
      description: input.description === undefined ? endpoint.description : input.description,
      eventTypes: input.eventTypes ?? endpoint.eventTypes,
    })
    if (input.enabled === true && !endpoint.enabled) {
      endpoint.merge({ enabled: true, disabledReason: null, disabledAt: null, failingSince: null })
    }
    await endpoint.save()
    if (input.enabled === false && endpoint.enabled) await disableEndpoint(endpoint, 'manual', trx)
  })
  return endpoint.refresh()
}

/** A new secret, returned once; deliveries carry both signatures until the old one expires. */
export async function rotateSecret(endpoint: WebhookEndpoint) {
  endpoint.merge({
    previousSecret: endpoint.secret,
    previousSecretUntil: DateTime.now().plus({ hours: ROTATION_OVERLAP_HOURS }),
    secret: newWebhookSecret(),
  })
  return endpoint.save()
}
