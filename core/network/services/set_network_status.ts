import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { NetworkStatus } from '#core/locations/location_states'
import { eventRow } from '#core/network/services/site_snapshot'

/** Moves a location's network status, recording the move in its history; nothing when it did not change. */
export async function setNetworkStatus(
  trx: TransactionClientContract,
  location: { id: number; networkStatus: string },
  status: NetworkStatus,
  reason?: string
) {
  if (location.networkStatus === status) return false
  await trx.from('locations').where('id', location.id).update({ network_status: status })
  const data: Record<string, unknown> = { from: location.networkStatus, to: status }
  if (reason) data.reason = reason
  await trx.insertQuery().table('network_events').insert(eventRow(location.id, 'network_status', data))
  location.networkStatus = status
  return true
}
