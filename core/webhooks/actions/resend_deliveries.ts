import db from '@adonisjs/lucid/services/db'
import type WebhookEndpoint from '#core/webhooks/models/webhook_endpoint'
import { AppException } from '#kernel/exceptions/app_exception'
import { queueWebhookRunner } from '#core/webhooks/jobs/webhook_retry_tick'
import { findDelivery } from '#core/webhooks/queries/webhook_queries'
import { recordDeliveries } from '#core/webhooks/services/record_deliveries'
import { TEST_EVENT_TYPE } from '#core/webhooks/webhook_event_types'
import { assertMayReceive } from '#core/webhooks/services/event_rights'

function assertEnabled(endpoint: WebhookEndpoint) {
  if (!endpoint.enabled) throw new AppException(409, 'E_WEBHOOK_ENDPOINT_DISABLED')
}

/**
 * Sends an endpoint's due rows soon: at once when it answers, through the retry queue when it is failing. A runner
 * already queued or running for it picks them up instead.
 */
function sendSoon(endpoint: WebhookEndpoint) {
  return queueWebhookRunner(endpoint.id, Boolean(endpoint.failingSince))
}

/** One more attempt of a delivery, whatever its state: same `webhook-id`, a new timestamp and signature. */
export async function resendDelivery(
  endpoint: WebhookEndpoint,
  deliveryId: unknown,
  readable: ReadonlySet<string>
) {
  assertEnabled(endpoint)
  const delivery = await findDelivery(endpoint.id, deliveryId)
  assertMayReceive(readable, [delivery.event_type])
  await db
    .from('webhook_deliveries')
    .where('id', delivery.id)
    .update({ status: 'pending', next_attempt_at: new Date(), last_error: null })
  await sendSoon(endpoint)
  return findDelivery(endpoint.id, delivery.id)
}

/** Every failed delivery of events since `since` (of the event types the caller may read) goes out again; returns how many. */
export async function resendFailedSince(
  endpoint: WebhookEndpoint,
  since: Date,
  readable: ReadonlySet<string>
) {
  assertEnabled(endpoint)
  const updated = await db
    .from('webhook_deliveries')
    .where({ endpoint_id: endpoint.id, status: 'failed' })
    .whereIn('event_type', [...readable])
    .where('created_at', '>=', since)
    .update({ status: 'pending', next_attempt_at: new Date(), last_error: null })
  const count = Number(Array.isArray(updated) ? updated[0] : updated)
  if (count > 0) await sendSoon(endpoint)
  return count
}

/** A `webhook.test` message with sample data, delivered and logged like any other. */
export async function sendTestEvent(endpoint: WebhookEndpoint) {
  assertEnabled(endpoint)
  const at = new Date().toISOString()
  const [id] = await db.transaction(async (trx) =>
    recordDeliveries(
      [{ id: endpoint.id, failingSince: endpoint.failingSince }],
      {
        type: TEST_EVENT_TYPE,
        timestamp: at,
        data: {
          endpointId: endpoint.id,
          locationId: endpoint.locationId,
          message: 'Test event from Airdeck',
          at,
        },
      },
      trx
    )
  )
  return findDelivery(endpoint.id, id)
}
