import db from '@adonisjs/lucid/services/db'
import { setNetworkStatuses } from '#core/network/services/set_network_statuses'
import type { BoundLocation } from '#core/network/services/site_snapshot'
import { downSample, recordHistoryPoints } from '#core/network/history/record_history_points'

/**
 * A controller (or one of its sites) that cannot be read leaves its venues offline: we cannot vouch for them.
 * The snapshot itself stays, so the screens still show the last known devices and clients. Each bound venue also
 * gets a down sample in its history, already offline or not, so the outage counts against its uptime.
 */
export async function markLocationsOffline(
  controllerId: number,
  reason: string,
  locations?: BoundLocation[],
  options: { forgetLists?: boolean } = {}
) {
  await db.transaction(async (trx) => {
    const targets =
      locations ??
      (
        await trx
          .from('locations')
          .where('controller_id', controllerId)
          .select('id', 'network_status', 'controller_site_id')
      ).map((row) => ({
        id: row.id as number,
        siteId: row.controller_site_id as string | null,
        networkStatus: row.network_status as string,
      }))
    await setNetworkStatuses(
      trx,
      targets.map((location) => ({ location, status: 'offline' as const })),
      reason
    )
    // A site that left the controller loses its counts there; should it come back, its lists are written again.
    if (options.forgetLists)
      await trx
        .from('location_networks')
        .whereIn(
          'location_id',
          targets.map((location) => location.id)
        )
        .update({ devices_hash: null, clients_hash: null })
    await recordHistoryPoints(
      trx,
      targets.filter((location) => location.siteId).map((location) => downSample(location.id))
    )
  })
}
