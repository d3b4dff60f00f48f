import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { fingerprint } from '#core/network/services/snapshot_rows'
import { clientCountWorthRecording, siteNetworkStatus } from '#core/network/services/network_state'
import {
  REBOOT_GIVE_UP_MS,
  writeClients,
  writeDevices,
} from '#core/network/services/write_snapshot_rows'
import { setNetworkStatuses } from '#core/network/services/set_network_statuses'
import {
  chunks,
  eventRow,
  type NetworkEventRow,
  type SnapshotItem,
} from '#core/network/services/site_snapshot'
import { recordSyncedSites } from '#core/network/history/record_history_points'
import {
  listChanges,
  storedNetworks,
  type ListChanges,
  type StoredNetworks,
} from '#core/network/services/list_changes'

/**
 * Stores a batch of fetched sites as their locations' snapshots in the caller's transaction. A site's devices and
 * clients are compared with what is stored by one digest per list: an unchanged list is not read back nor written;
 * a changed one upserts the rows that changed and removes the ones gone. Each network status is derived again and
 * moved when it differs, and every site gets its history point (one multi-row insert). The digests are written with
 * the rows, so a batch that fails half-way leaves the old rows with the old digests and the next sync writes it
 * again. The number of statements depends on the batch, not on its size in sites. Returns the sites found unchanged.
 */
export async function writeSnapshots(
  trx: TransactionClientContract,
  fetched: SnapshotItem[],
  syncStartedAt: Date
): Promise<{ unchanged: number }> {
  const batch = await stillBound(trx, fetched)
  if (!batch.length) return { unchanged: 0 }
  const now = new Date()
  const events: NetworkEventRow[] = []
  const stored = await storedNetworks(trx, batch)
  const changes = await listChanges(trx, batch, stored)
  const changed = (list: 'devices' | 'clients') => batch.filter((item) => changes.get(item)![list])
  await writeDevices(trx, changed('devices'), now, syncStartedAt, events)
  await writeClients(trx, changed('clients'), now)
  await writeLocationNetworks(trx, batch, { stored, changes }, now, syncStartedAt, events)

  for (const rows of chunks(events))
    await trx.insertQuery().table('network_events').multiInsert(rows)
  await writeSiteCounts(
    trx,
    batch.filter((item) => changes.get(item)!.devices || changes.get(item)!.clients)
  )
  const moves = batch.map(({ location, snapshot }) => ({
    location,
    status: siteNetworkStatus(snapshot.devices),
  }))
  await setNetworkStatuses(trx, moves, undefined, now)
  await recordSyncedSites(trx, batch, now)
  return {
    unchanged: batch.filter((item) => {
      const change = changes.get(item)!
      return !change.devices && !change.clients
    }).length,
  }
}

/** The device and client counts of the controller's site list, for the sites whose devices or clients changed. */
async function writeSiteCounts(trx: TransactionClientContract, batch: SnapshotItem[]) {
  if (!batch.length) return
  await trx.rawQuery(
    `update controller_sites as s set device_count = v.devices, online_device_count = v.online, client_count = v.clients
     from (values ${batch.map(() => '(?::int, ?::text, ?::int, ?::int, ?::int)').join(', ')}) as v(controller_id, remote_id, devices, online, clients)
     where s.controller_id = v.controller_id and s.remote_id = v.remote_id`,
    batch.flatMap(({ controllerId, location, snapshot }) => [
      controllerId,
      location.siteId,
      snapshot.devices.length,
      snapshot.devices.filter((device) => device.state === 'online').length,
      snapshot.clients.length,
    ])
  )
}

/**
 * The items whose location is still bound to the controller and site they were fetched from, locked until the batch
 * commits: a venue rebound (or unbound) while its site was being fetched must not receive the other site's devices,
 * clients and WLAN passphrases. The bind takes the same row lock, so it waits for the batch or the batch sees it.
 */
async function stillBound(trx: TransactionClientContract, fetched: SnapshotItem[]) {
  if (!fetched.length) return fetched
  const rows = await trx
    .from('locations')
    .whereIn(
      'id',
      fetched.map((item) => item.location.id)
    )
    .orderBy('id')
    .forUpdate()
    .select('id', 'controller_id', 'controller_site_id')
  const bound = new Set(
    rows.map((row) => `${row.id}|${row.controller_id}|${row.controller_site_id}`)
  )
  return fetched.filter(({ controllerId, location }) =>
    bound.has(`${location.id}|${controllerId}|${location.siteId}`)
  )
}

/**
 * WLANs, subnets and port profiles (rewritten only when they changed), the list digests, the reboot in progress, the
 * client count. A venue where none of these moved only gets its sync time, in one statement for the batch.
 */
async function writeLocationNetworks(
  trx: TransactionClientContract,
  batch: SnapshotItem[],
  { stored, changes }: { stored: StoredNetworks; changes: Map<SnapshotItem, ListChanges> },
  now: Date,
  syncStartedAt: Date,
  events: NetworkEventRow[]
) {
  const upserts: Array<Record<string, unknown>> = []
  const touched: number[] = []
  const settingsRead: number[] = []
  for (const item of batch) {
    const { location, snapshot } = item
    const row = stored.get(location.id)
    const change = changes.get(item)!
    const settings = snapshot.settingsKept ? {} : settingsValues(snapshot, row, now)
    let moved = !row || change.devices || change.clients
    const values: Record<string, unknown> = {
      location_id: location.id,
      ...settings,
      devices_hash: change.devicesHash,
      clients_hash: change.clientsHash,
      synced_at: now,
      reboot_requested_at: row?.reboot_requested_at ?? null,
      reboot_waiting_for: row?.reboot_waiting_for ? JSON.stringify(row.reboot_waiting_for) : null,
      recorded_client_count: row?.recorded_client_count ?? null,
      client_count_recorded_at: row?.client_count_recorded_at ?? null,
    }
    if ('wlans' in values) moved = true
    const requestedAt: Date | null = row?.reboot_requested_at
      ? new Date(row.reboot_requested_at)
      : null
    if (requestedAt) {
      const waitingFor = new Set<string>(row!.reboot_waiting_for ?? [])
      const allBack =
        syncStartedAt > requestedAt &&
        snapshot.devices.every((device) => device.state === 'online' || !waitingFor.has(device.id))
      if (allBack || now.getTime() - requestedAt.getTime() > REBOOT_GIVE_UP_MS) {
        Object.assign(values, { reboot_requested_at: null, reboot_waiting_for: null })
        moved = true
      }
    }
    const clients = snapshot.clients.length
    const recordedAt = row?.client_count_recorded_at ? new Date(row.client_count_recorded_at) : null
    if (clientCountWorthRecording(row?.recorded_client_count ?? null, clients, recordedAt, now)) {
      Object.assign(values, { recorded_client_count: clients, client_count_recorded_at: now })
      events.push(eventRow(location.id, 'client_count', { clients }, null, now))
      moved = true
    }
    if (moved) upserts.push(values)
    else {
      touched.push(location.id)
      if (!snapshot.settingsKept) settingsRead.push(location.id)
    }
  }
  // A multi-row insert merges every column it names: rows that leave a column alone (unchanged lists not sent again,
  // settings kept) go in a statement of their own, one per set of columns.
  const groups = new Map<string, Array<Record<string, unknown>>>()
  for (const values of upserts) {
    const columns = Object.keys(values).sort().join(',')
    const group = groups.get(columns)
    if (group) group.push(values)
    else groups.set(columns, [values])
  }
  for (const group of groups.values()) {
    for (const chunk of chunks(group, 200))
      await trx
        .knexQuery()
        .table('location_networks')
        .insert(chunk)
        .onConflict('location_id')
        .merge()
  }
  if (touched.length)
    await trx.rawQuery(
      `update location_networks set synced_at = ?,
         settings_read_at = case when location_id = any(?::int[]) then ? else settings_read_at end
       where location_id = any(?::int[])`,
      [now, settingsRead, now, touched]
    )
}

/**
 * The settings lists of a site whose settings were read: rewritten only when they differ from the stored ones (a list
 * the vendor lacks keeps what is stored), and the moment they were read.
 */
function settingsValues(
  snapshot: SnapshotItem['snapshot'],
  row: Record<string, any> | undefined,
  now: Date
): Record<string, unknown> {
  const lists = {
    wlans: snapshot.wlans ?? row?.wlans ?? [],
    subnets: snapshot.subnets ?? row?.subnets ?? [],
    port_profiles: snapshot.portProfiles ?? row?.port_profiles ?? [],
  }
  const listsFingerprint = fingerprint(lists)
  if (listsFingerprint === row?.fingerprint) return { settings_read_at: now }
  return {
    wlans: JSON.stringify(lists.wlans),
    subnets: JSON.stringify(lists.subnets),
    port_profiles: JSON.stringify(lists.port_profiles),
    fingerprint: listsFingerprint,
    settings_read_at: now,
  }
}
