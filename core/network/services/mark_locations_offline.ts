import db from '@adonisjs/lucid/services/db'
import { setNetworkStatus } from '#core/network/services/set_network_status'
import type { BoundLocation } from '#core/network/services/site_snapshot'

/**
 * A controller (or one of its sites) that cannot be read leaves its venues offline: we cannot vouch for them.
 * The snapshot itself stays, so the screens still show the last known devices and clients.
 */
export async function markLocationsOffline(controllerId: number, reason: string, locations?: BoundLocation[]) {
  const targets =
    locations ??
    (await db.from('locations').where('controller_id', controllerId).select('id', 'network_status')).map((row) => ({ id: row.id as number, siteId: '', networkStatus: row.network_status as string }))
  for (const location of targets) {
    if (location.networkStatus === 'offline') continue
    await db.transaction((trx) => setNetworkStatus(trx, location, 'offline', reason))
  }
}
