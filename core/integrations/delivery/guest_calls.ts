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
  const sync: GuestSync = {
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
    deliveryId,
    options,
  }
  return requireIntegrationCapability(connection, 'syncGuest')(sync)
}

export const ACTION_OF_EVENT = (event: string) =>
  (event === 'guest.data_deleted' ? 'forget' : 'sync') as 'forget' | 'sync'
