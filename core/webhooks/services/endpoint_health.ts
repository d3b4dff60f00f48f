import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { DateTime } from 'luxon'
import type WebhookEndpoint from '#core/webhooks/models/webhook_endpoint'
import type { WebhookDisabledReason } from '#core/webhooks/models/webhook_endpoint'
import { DISABLE_FAILING_AFTER_MS } from '#core/webhooks/services/retry_schedule'
import { mailEndpointDisabled } from '#core/webhooks/mails/webhook_disabled_mail'

/**
 * Keeps the endpoint's health in step with an attempt: a success ends a run of failures; a failure starts one; a 410
 * (the receiver says "gone") or failures for 5 days disable the endpoint, and its owner is mailed. The row is only
 * written when its state changes (a healthy endpoint's success is one indexed read).
 */
export async function noteEndpointOutcome(
  endpoint: WebhookEndpoint,
  outcome: { succeeded: boolean; gone: boolean },
  trx: TransactionClientContract
) {
  if (outcome.succeeded) {
    // Read from the row, not the model: another run may have recorded a failure since this one loaded the endpoint.
    await trx
      .from('webhook_endpoints')
      .where('id', endpoint.id)
      .whereNotNull('failing_since')
      .update({ failing_since: null })
    endpoint.failingSince = null
    return
  }
  if (outcome.gone) return disableEndpoint(endpoint, 'gone', trx)
  if (!endpoint.failingSince) {
    const now = DateTime.now()
    await trx
      .from('webhook_endpoints')
      .where('id', endpoint.id)
      .whereNull('failing_since')
      .update({ failing_since: now.toJSDate() })
    endpoint.failingSince = now
    return
  }
  if (Date.now() - endpoint.failingSince.toMillis() >= DISABLE_FAILING_AFTER_MS)
    await disableEndpoint(endpoint, 'failing', trx)
}

/** Stops deliveries to an endpoint: nothing new is recorded for it and what was still pending becomes `failed`. */
export async function disableEndpoint(
  endpoint: WebhookEndpoint,
  reason: WebhookDisabledReason,
  trx: TransactionClientContract
) {
  const changed = await trx
    .from('webhook_endpoints')
    .where('id', endpoint.id)
    .where('enabled', true)
    .update({
      enabled: false,
      disabled_reason: reason,
      disabled_at: new Date(),
      updated_at: new Date(),
    })
  endpoint.enabled = false
  endpoint.disabledReason = reason
  await trx
    .from('webhook_deliveries')
    .where('endpoint_id', endpoint.id)
    .where('status', 'pending')
    .update({ status: 'failed', next_attempt_at: null, last_error: 'endpoint_disabled' })
  const wasEnabled = Number(Array.isArray(changed) ? changed[0] : changed) > 0
  if (wasEnabled && reason !== 'manual') await mailEndpointDisabled(endpoint, reason, trx)
}
