import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { clientsHash, devicesHash } from '#core/network/services/snapshot_rows'
import type { SnapshotItem } from '#core/network/services/site_snapshot'

/** What a batch's venues have stored in `location_networks`, by location id. */
export type StoredNetworks = Map<number, Record<string, any>>

/** Which of a fetched site's row lists differ from what is stored, with the digests to store once they are written. */
export interface ListChanges {
  devicesHash: string
  clientsHash: string
  devices: boolean
  clients: boolean
}

/**
 * The stored network rows of a batch (one select). The heavy lists are read back only when a vendor did not send one
 * of them: the stored one is then kept.
 */
export async function storedNetworks(
  trx: TransactionClientContract,
  batch: SnapshotItem[]
): Promise<StoredNetworks> {
  const listsNeeded = batch.some(
    ({ snapshot }) =>
      !snapshot.settingsKept && (!snapshot.wlans || !snapshot.subnets || !snapshot.portProfiles)
  )
  const rows = await trx
    .from('location_networks')
    .whereIn(
      'location_id',
      batch.map((item) => item.location.id)
    )
    .select(
      'location_id',
      'fingerprint',
      'devices_hash',
      'clients_hash',
      'reboot_requested_at',
      'reboot_waiting_for',
      'recorded_client_count',
      'client_count_recorded_at',
      ...(listsNeeded ? ['wlans', 'subnets', 'port_profiles'] : [])
    )
  return new Map(rows.map((row) => [row.location_id as number, row]))
}

/**
 * Compares each fetched site's devices and clients with the digests stored by the last sync. A list also counts as
 * changed while someone else's write waits for the vendor to confirm it (a row marked with an empty fingerprint, a
 * pending fixed IP) or while a network reboot is followed: those are the stored rows that may differ from what the
 * vendor reported last time, though the vendor's answer did not move.
 */
export async function listChanges(
  trx: TransactionClientContract,
  batch: SnapshotItem[],
  stored: StoredNetworks
): Promise<Map<SnapshotItem, ListChanges>> {
  const changes = new Map<SnapshotItem, ListChanges>()
  for (const item of batch) {
    const row = stored.get(item.location.id)
    const digests = {
      devicesHash: devicesHash(item.snapshot.devices),
      clientsHash: clientsHash(item.snapshot.clients),
    }
    changes.set(item, {
      ...digests,
      devices: !row || Boolean(row.reboot_requested_at) || row.devices_hash !== digests.devicesHash,
      clients: !row || row.clients_hash !== digests.clientsHash,
    })
  }
  const alike = batch.filter((item) => {
    const change = changes.get(item)!
    return !change.devices || !change.clients
  })
  if (!alike.length) return changes
  const ids = alike.map((item) => item.location.id)
  const { rows } = await trx.rawQuery(
    `select distinct location_id, 'devices' as list from network_devices where location_id = any(?::int[]) and fingerprint = ''
     union all
     select distinct location_id, 'clients' as list from network_clients where location_id = any(?::int[]) and (fingerprint = '' or config_state = 'pending')`,
    [ids, ids]
  )
  const marked = new Set(rows.map((row: any) => `${row.location_id}|${row.list}`))
  for (const item of alike) {
    const change = changes.get(item)!
    if (marked.has(`${item.location.id}|devices`)) change.devices = true
    if (marked.has(`${item.location.id}|clients`)) change.clients = true
  }
  return changes
}
