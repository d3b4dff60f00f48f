import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { siteNetworkStatus } from '#core/network/services/network_state'
import { chunks, type SnapshotItem } from '#core/network/services/site_snapshot'

/** What one sync learnt about one venue: null readings when its controller or site could not be read. */
export interface HistorySample {
  locationId: number
  up: boolean
  readings: { devicesOnline: number; devicesTotal: number; clients: number } | null
}

/** A synced venue is up unless its derived network status is offline (no devices, warning and failover are up). */
export function sampleOf({ location, snapshot }: SnapshotItem): HistorySample {
  const devicesOnline = snapshot.devices.filter((device) => device.state === 'online').length
  return {
    locationId: location.id,
    up: siteNetworkStatus(snapshot.devices) !== 'offline',
    readings: {
      devicesOnline,
      devicesTotal: snapshot.devices.length,
      clients: snapshot.clients.length,
    },
  }
}

/** A venue whose controller or site could not be read: the outage counts against uptime, the readings stay unknown. */
export const downSample = (locationId: number): HistorySample => ({
  locationId,
  up: false,
  readings: null,
})

/**
 * Writes one raw history point per sample in the caller's transaction: one multi-row insert per chunk, so a batch
 * of synced sites costs one statement whatever its size. A second sample of a venue at the same instant is dropped.
 */
export async function recordHistoryPoints(
  trx: TransactionClientContract,
  samples: HistorySample[],
  at = new Date()
) {
  const rows = samples.map(({ locationId, up, readings }) => ({
    location_id: locationId,
    granularity: 'raw',
    at,
    samples: 1,
    up_samples: up ? 1 : 0,
    measured_samples: readings ? 1 : 0,
    devices_online: readings?.devicesOnline ?? null,
    devices_total: readings?.devicesTotal ?? null,
    clients: readings?.clients ?? null,
    clients_max: readings?.clients ?? null,
  }))
  for (const chunk of chunks(rows))
    await trx
      .knexQuery()
      .table('network_history_points')
      .insert(chunk)
      .onConflict(['location_id', 'at', 'granularity'])
      .ignore()
}

/** The sync path's one call: a point per fetched venue of the batch. */
export function recordSyncedSites(trx: TransactionClientContract, batch: SnapshotItem[], at: Date) {
  return recordHistoryPoints(trx, batch.map(sampleOf), at)
}
