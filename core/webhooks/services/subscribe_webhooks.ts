import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import db from '@adonisjs/lucid/services/db'
import { onDomainEvent } from '#kernel/events/publish_event'
import { domainEventTypes } from '#core/webhooks/webhook_event_types'
import { eventLocationIds } from '#core/webhooks/services/event_locations'
import { recordDeliveries } from '#core/webhooks/services/record_deliveries'

/** The enabled endpoints of these venues that chose this event type. */
async function subscribedEndpoints(
  type: string,
  locationIds: number[],
  trx: TransactionClientContract | null
) {
  const rows = await (trx ?? db)
    .from('webhook_endpoints')
    .where('enabled', true)
    .whereIn('location_id', locationIds)
    .whereRaw('event_types @> ?::jsonb', [JSON.stringify([type])])
    .select('id', 'failing_since')
  return rows.map((row) => ({ id: Number(row.id), failingSince: row.failing_since }))
}

/** Subscribes outgoing webhooks to every event of the registry (start/events.ts, at boot of every process). */
export function subscribeWebhooks() {
  for (const type of domainEventTypes()) {
    onDomainEvent(type, async (payload, trx) => {
      const locationIds = await eventLocationIds(payload as unknown as Record<string, unknown>, trx)
      if (locationIds.length === 0) return
      const endpoints = await subscribedEndpoints(type, locationIds, trx)
      const at = (payload as { at?: unknown }).at
      await recordDeliveries(
        endpoints,
        { type, timestamp: typeof at === 'string' ? at : new Date().toISOString(), data: payload },
        trx
      )
    })
  }
}
