import db from '@adonisjs/lucid/services/db'
import { setNetworkStatuses } from '#core/network/services/set_network_statuses'
import type { BoundLocation } from '#core/network/services/site_snapshot'

/**
 * A controller (or one of its sites) that cannot be read leaves its venues offline: we cannot vouch for them.
 * The snapshot itself stays, so the screens still show the last known devices and clients.
 */
export async function markLocationsOffline(controllerId: number, reason: string, locations?: BoundLocation[]) {
  await db.transaction(async (trx) => {
    const targets =
      locations ??
      (await trx.from('locations').where('controller_id', controllerId).whereNot('network_status', 'offline').select('id', 'network_status')).map((row) => ({
        id: row.id as number,
        networkStatus: row.network_status as string,
      }))
    await setNetworkStatuses(trx, targets.map((location) => ({ location, status: 'offline' as const })), reason)
  })
}
