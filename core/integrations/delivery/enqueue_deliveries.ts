import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { IntegrationCapability } from '#core/plugins/integration_contract'
import plugins from '#core/plugins/plugins_service'
import { onDomainEvent } from '#kernel/events/publish_event'
import type { DomainEventName, GuestDataDeleted } from '#kernel/events/domain_events'
import { kickDeliveries } from '#core/integrations/delivery/delivery_kick'

type Client = TransactionClientContract | typeof db

/** What each guest event asks of an integration. */
export const EVENT_CAPABILITY: Partial<Record<DomainEventName, IntegrationCapability>> = {
  'guest.signed_in': 'syncGuest',
  'guest.opted_in': 'syncGuest',
  'guest.data_deleted': 'forgetGuest',
}

/**
 * The integrations' outbox (architecture §10): inside the transaction that published a guest event, one delivery
 * row per connection of the portal that can take it (active, or waiting for new credentials: its rows wait too).
 * Nothing is sent here; once the transaction commits the delivery tick is nudged. Returns the unsubscribe function.
 */
export function subscribeIntegrationOutbox() {
  const offs = [
    onDomainEvent('guest.signed_in', (event, trx) =>
      event.email
        ? enqueue(trx ?? db, 'guest.signed_in', [event.portalId], event, event.email)
        : undefined
    ),
    onDomainEvent('guest.opted_in', (event, trx) =>
      enqueue(trx ?? db, 'guest.opted_in', [event.portalId], event, event.email)
    ),
    onDomainEvent('guest.data_deleted', (event, trx) => forgetEverywhere(trx ?? db, event)),
  ]
  return () => offs.forEach((off) => off())
}

async function connectionsFor(
  client: Client,
  portalIds: number[],
  capability: IntegrationCapability
): Promise<number[]> {
  if (!portalIds.length) return []
  const rows = await client
    .from('integration_connections')
    .whereIn('portal_id', portalIds)
    .whereNot('state', 'inactive')
    .select('id', 'plugin_id')
  return rows
    .filter(
      (row) =>
        plugins.hasIntegration(row.plugin_id) &&
        plugins.integration(row.plugin_id).manifest.capabilities.includes(capability)
    )
    .map((row) => Number(row.id))
}

async function enqueue(
  client: Client,
  event: DomainEventName,
  portalIds: number[],
  payload: object,
  email: string
) {
  const connectionIds = await connectionsFor(client, portalIds, EVENT_CAPABILITY[event]!)
  if (!connectionIds.length) return
  const now = new Date()
  await client.table('integration_deliveries').insert(
    connectionIds.map((connectionId) => ({
      connection_id: connectionId,
      event,
      payload: JSON.stringify(payload),
      email: email.trim().toLowerCase(),
      status: 'pending',
      attempts: 0,
      next_attempt_at: now,
      created_at: now,
    }))
  )
  afterCommit(client, kickDeliveries)
}

/**
 * A guest's data deletion: their syncs still waiting are dropped (nothing of theirs may be sent any more), finished
 * rows lose the guest data they kept, and each connection of the portals is asked to forget the address.
 */
async function forgetEverywhere(client: Client, event: GuestDataDeleted) {
  const email = event.email.trim().toLowerCase()
  const ofPortals = (query: any) =>
    query.whereIn('connection_id', (sub: any) =>
      sub.from('integration_connections').select('id').whereIn('portal_id', event.portalIds)
    )
  if (event.portalIds.length) {
    await ofPortals(
      client
        .from('integration_deliveries')
        .where('email', email)
        .where('status', 'pending')
        .whereNot('event', 'guest.data_deleted')
    ).delete()
    await ofPortals(
      client.from('integration_deliveries').where('email', email).whereNot('status', 'pending')
    ).update({ payload: null, email: null })
  }
  await enqueue(client, 'guest.data_deleted', event.portalIds, event, email)
}

function afterCommit(client: Client, work: () => void) {
  if ('isTransaction' in client && client.isTransaction)
    (client as TransactionClientContract).after('commit', work)
  else work()
}
