import type {
  GuestForget,
  GuestSync,
  IntegrationConnection,
  IntegrationResult,
} from '#core/plugins/integration_contract'
import { requireIntegrationCapability } from '#core/plugins/connect_integration'
import { PluginUnexpectedError } from '#core/plugins/plugin_errors'
import type { DeliveryRow } from '#core/integrations/delivery/delivery_outcomes'

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : null)

/** The contract call for one outbox row: the event as published, the venue's name, the connection's options. */
export async function callForDelivery(
  connection: IntegrationConnection,
  row: DeliveryRow,
  venueName: string,
  options: Record<string, unknown>
): Promise<IntegrationResult> {
  const event = row.payload ?? {}
  const deliveryId = String(row.id)
  if (typeof event.email !== 'string')
    throw new PluginUnexpectedError('the delivery has no guest address any more')
  if (row.event === 'guest.data_deleted') {
    const forget: GuestForget = { email: event.email, at: String(event.at), deliveryId, options }
    return requireIntegrationCapability(connection, 'forgetGuest')(forget)
  }
  return requireIntegrationCapability(connection, 'syncGuest')(guestSyncOf(row, venueName, options))
}

/** The `syncGuest` call of a `guest.signed_in` or `guest.opted_in` row (its payload has the guest's address). */
export function guestSyncOf(
  row: DeliveryRow,
  venueName: string,
  options: Record<string, unknown>
): GuestSync {
  const event = row.payload ?? {}
  return {
    reason: row.event === 'guest.opted_in' ? 'opted_in' : 'signed_in',
    guest: {
      email: event.email,
      firstname: text(event.firstname),
      lastname: text(event.lastname),
      phone: text(event.phone),
      language: text(event.language),
    },
    optIn: row.event === 'guest.opted_in' ? true : Boolean(event.optIn),
    returning: Boolean(event.returning),
    venue: {
      portalId: Number(event.portalId),
      locationId: Number(event.locationId),
      name: venueName,
    },
    at: String(event.at),
    deliveryId: String(row.id),
    options,
  }
}

/** A row a batch call can carry: a guest sync with an address (erasures and broken rows go one by one). */
export function isBatchableSync(row: DeliveryRow) {
  return row.event !== 'guest.data_deleted' && typeof row.payload?.email === 'string'
}

export const ACTION_OF_EVENT = (event: string) =>
  (event === 'guest.data_deleted' ? 'forget' : 'sync') as 'forget' | 'sync'
