import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import WebhookEndpoint, { type WebhookScope } from '#core/webhooks/models/webhook_endpoint'
import { AppException } from '#kernel/exceptions/app_exception'
import { eventTypesFor } from '#core/webhooks/webhook_event_types'
import { newWebhookSecret } from '#core/webhooks/services/webhook_signing'
import { disableEndpoint } from '#core/webhooks/services/endpoint_health'
import { checkEndpointUrl } from '#core/webhooks/actions/check_endpoint_url'
import { assertMayReceive } from '#core/webhooks/services/event_rights'

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

/** `readable`: the event types whose data the caller may read on the venue (services/event_rights.ts). */
export async function createEndpoint(
  locationId: number,
  scope: WebhookScope,
  input: Required<Omit<EndpointInput, 'enabled'>>,
  userId: number | null,
  readable: ReadonlySet<string>
) {
  assertEventTypes(scope, input.eventTypes)
  assertMayReceive(readable, input.eventTypes)
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

/**
 * Changes the URL, description or event types; `enabled` pauses the endpoint, or resumes it with a clean slate.
 * Whoever changes an endpoint must be allowed every event it will receive (else they could point it elsewhere).
 */
export async function updateEndpoint(
  endpoint: WebhookEndpoint,
  input: EndpointInput,
  readable: ReadonlySet<string>
) {
  assertEventTypes(endpoint.scope, input.eventTypes)
  assertMayReceive(readable, input.eventTypes ?? endpoint.eventTypes)
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
