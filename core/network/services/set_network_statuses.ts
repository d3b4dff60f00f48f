import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { NetworkStatus } from '#core/locations/location_states'
import { chunks, eventRow } from '#core/network/services/site_snapshot'
import { publishEvent } from '#kernel/events/publish_event'
import { mapDataChangedAfter } from '#core/locations/map/map_index'

export interface NetworkStatusMove {
  location: { id: number; networkStatus: string }
  status: NetworkStatus
}

/**
 * Moves locations' network status in the caller's transaction, recording each move in the location's history;
 * moves to the status a location already has are skipped. Set-based, so a whole batch costs two statements. Each move
 * is published as `location.status_changed` in the same transaction. Returns the moves made.
 */
export async function setNetworkStatuses(
  trx: TransactionClientContract,
  moves: NetworkStatusMove[],
  reason?: string,
  at = new Date()
) {
  const made = moves.filter(({ location, status }) => location.networkStatus !== status)
  for (const chunk of chunks(made)) {
    await trx.rawQuery(
      `update locations as l set network_status = v.status, network_status_since = ? from (values ${chunk.map(() => '(?::int, ?::text)').join(', ')}) as v(id, status) where l.id = v.id`,
      [at, ...chunk.flatMap(({ location, status }) => [location.id, status])]
    )
  }
  const events = made.map(({ location, status }) => {
    const data: Record<string, unknown> = { from: location.networkStatus, to: status }
    if (reason) data.reason = reason
    return eventRow(location.id, 'network_status', data, null, at)
  })
  for (const rows of chunks(events))
    await trx.insertQuery().table('network_events').multiInsert(rows)
  for (const { location, status } of made) {
    await publishEvent(
      'location.status_changed',
      {
        locationId: location.id,
        from: location.networkStatus,
        to: status,
        reason: reason ?? null,
        at: at.toISOString(),
      },
      { trx }
    )
    location.networkStatus = status
  }
  if (made.length) mapDataChangedAfter(trx)
  return made
}
