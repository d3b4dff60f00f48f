import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { NetworkDevice } from '#core/plugins/controller_contract'
import { clientRow, deviceRow } from '#core/network/services/snapshot_rows'
import {
  chunks,
  eventRow,
  type NetworkEventRow,
  type SnapshotItem,
} from '#core/network/services/site_snapshot'
import { publishEvent } from '#kernel/events/publish_event'
import {
  type UpsertTarget,
  updatableColumns,
  upsertByColumns,
} from '#core/network/services/upsert_by_columns'

/** The snapshot tables as the sync upserts them (exported for the tests of the upsert itself). */
export const DEVICES: UpsertTarget = {
  table: 'network_devices',
  types: {
    location_id: 'int',
    remote_id: 'text',
    mac: 'text',
    name: 'text',
    kind: 'text',
    model: 'text',
    firmware: 'text',
    firmware_upgrade: 'text',
    ip: 'text',
    state: 'text',
    uptime_seconds: 'int',
    uplink_mac: 'text',
    uplink_port: 'int',
    ports: 'jsonb',
    fingerprint: 'text',
    last_seen_at: 'timestamptz',
    updated_at: 'timestamptz',
  },
  conflict: ['location_id', 'remote_id'],
  defaults: { ports: "'[]'::jsonb" },
}
const DEVICE_COLUMNS = updatableColumns(DEVICES)

export const CLIENTS: UpsertTarget = {
  table: 'network_clients',
  types: {
    location_id: 'int',
    mac: 'text',
    name: 'text',
    hostname: 'text',
    ip: 'text',
    fixed_ip: 'text',
    wired: 'bool',
    guest: 'bool',
    authorized: 'bool',
    online: 'bool',
    ssid: 'text',
    uplink_mac: 'text',
    uplink_port: 'int',
    signal_dbm: 'int',
    signal: 'text',
    vendor: 'text',
    vlan: 'int',
    network_id: 'text',
    uptime_seconds: 'int',
    fingerprint: 'text',
    last_seen_at: 'timestamptz',
    updated_at: 'timestamptz',
  },
  conflict: ['location_id', 'mac'],
  defaults: { wired: 'false', guest: 'false', authorized: 'false', online: 'true' },
}

/** A device reboot that never completes stops showing as "rebooting" after this long (as a network reboot). */
export const REBOOT_GIVE_UP_MS = 15 * 60_000

const key = (locationId: number, id: string) => `${locationId}|${id}`

/**
 * Devices of a batch of sites: upserts new and changed rows (by fingerprint), deletes the ones gone, and records a
 * device_online/device_offline event when a known device crosses that line (published as device.online/device.offline
 * in the same transaction). A fixed number of statements per batch.
 */
export async function writeDevices(
  trx: TransactionClientContract,
  batch: SnapshotItem[],
  now: Date,
  syncStartedAt: Date,
  events: NetworkEventRow[]
) {
  if (!batch.length) return
  const existing = await trx
    .from('network_devices')
    .whereIn(
      'location_id',
      batch.map((item) => item.location.id)
    )
    .select('id', 'location_id', 'remote_id', 'fingerprint', 'state', 'updated_at')
  const known = new Map(existing.map((row) => [key(row.location_id, row.remote_id), row]))
  const changed = []
  const crossed: Array<{ locationId: number; device: NetworkDevice; from: string }> = []
  for (const { location, snapshot } of batch) {
    for (const device of snapshot.devices) {
      const before = known.get(key(location.id, device.id))
      known.delete(key(location.id, device.id))
      if (before && stillRebooting(before, device, syncStartedAt, now)) {
        // Kept as the reboot command left it (its time in updated_at, no fingerprint so the next sync looks again).
        changed.push({
          ...deviceRow(location.id, { ...device, state: 'rebooting' }),
          fingerprint: '',
          last_seen_at: null,
          updated_at: before.updated_at,
        })
        device.state = 'rebooting'
        continue
      }
      const row = deviceRow(location.id, device)
      if (before?.fingerprint === row.fingerprint) continue
      changed.push({
        ...row,
        last_seen_at: device.state === 'online' ? now : null,
        updated_at: now,
      })
      if (before && (before.state === 'online') !== (device.state === 'online')) {
        events.push(
          eventRow(
            location.id,
            device.state === 'online' ? 'device_online' : 'device_offline',
            { from: before.state, to: device.state },
            device,
            now
          )
        )
        crossed.push({ locationId: location.id, device, from: before.state })
      }
    }
  }
  for (const rows of chunks(changed)) {
    // last_seen_at only moves forward: an offline device keeps the time it was last seen online.
    const columns = rows.every((row) => row.last_seen_at)
      ? DEVICE_COLUMNS
      : DEVICE_COLUMNS.filter((column) => column !== 'last_seen_at')
    await upsertByColumns(trx, DEVICES, rows, columns)
  }
  for (const gone of chunks([...known.values()].map((row) => row.id)))
    await trx.from('network_devices').whereIn('id', gone).delete()
  for (const { locationId, device, from } of crossed) {
    const payload = {
      locationId,
      deviceId: device.id,
      name: device.name,
      mac: device.mac ?? null,
      from,
      to: device.state,
      at: now.toISOString(),
    }
    await publishEvent(device.state === 'online' ? 'device.online' : 'device.offline', payload, {
      trx,
    })
  }
}

/**
 * A device Airdeck restarted shows "rebooting" until a sync that started after the command sees it online again, or
 * the reboot is given up. The vendor may not say "restarting" (UniFi flips between provisioning and disconnected).
 */
function stillRebooting(
  before: { state: string; updated_at: Date | string },
  device: NetworkDevice,
  syncStartedAt: Date,
  now: Date
) {
  if (before.state !== 'rebooting' || device.state === 'rebooting') return false
  const requestedAt = new Date(before.updated_at).getTime()
  if (now.getTime() - requestedAt > REBOOT_GIVE_UP_MS) return false
  return device.state !== 'online' || syncStartedAt.getTime() <= requestedAt
}

/**
 * Clients of a batch of sites. A client we hold something about (a reservation, a pending fixed-IP change) stays
 * when it leaves, marked offline; others are removed. A pending change is confirmed once the client shows its IP.
 */
export async function writeClients(
  trx: TransactionClientContract,
  batch: SnapshotItem[],
  now: Date
) {
  if (!batch.length) return
  const existing = await trx
    .from('network_clients')
    .whereIn(
      'location_id',
      batch.map((item) => item.location.id)
    )
    .select(
      'id',
      'location_id',
      'mac',
      'fingerprint',
      'online',
      'fixed_ip',
      'config_state',
      'pending_fixed_ip'
    )
  const known = new Map(existing.map((row) => [key(row.location_id, row.mac), row]))
  const changed = []
  const confirmed: number[] = []
  for (const { location, snapshot } of batch) {
    for (const client of snapshot.clients) {
      const row = clientRow(location.id, client)
      const before = known.get(key(location.id, client.mac))
      known.delete(key(location.id, client.mac))
      if (
        before?.config_state === 'pending' &&
        before.pending_fixed_ip &&
        client.ip === before.pending_fixed_ip
      )
        confirmed.push(before.id)
      if (before?.fingerprint === row.fingerprint && before.online) continue
      changed.push({ ...row, last_seen_at: now, updated_at: now })
    }
  }
  for (const rows of chunks(changed)) {
    await upsertByColumns(trx, CLIENTS, rows)
  }
  for (const ids of chunks(confirmed)) {
    await trx
      .from('network_clients')
      .whereIn('id', ids)
      .update({ config_state: 'success', reboot_needed: false, pending_fixed_ip: null })
  }
  const gone = [...known.values()]
  const kept = gone.filter((row) => row.fixed_ip || row.config_state === 'pending')
  const dropped = gone.filter((row) => !kept.includes(row)).map((row) => row.id)
  for (const ids of chunks(dropped)) await trx.from('network_clients').whereIn('id', ids).delete()
  const wentOffline = kept.filter((row) => row.online).map((row) => row.id)
  for (const ids of chunks(wentOffline))
    await trx.from('network_clients').whereIn('id', ids).update({ online: false, updated_at: now })
}
