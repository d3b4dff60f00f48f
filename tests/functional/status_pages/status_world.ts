import db from '@adonisjs/lucid/services/db'
import Controller from '#core/controllers/models/controller'
import type Location from '#core/locations/models/location'
import { createTenant, createUser, grant } from '#tests/helpers/fixtures'

export interface CraftedDevice {
  state: 'online' | 'offline' | 'rebooting'
  /** When the device's row last changed (for an offline device: when it went offline). */
  changedAt?: Date
  name?: string
}

let sequence = 0

/** A controller row in a given connection state, as the sync leaves it (no simulator behind it). */
export async function craftController(
  status: 'connected' | 'unavailable' | 'needs_credentials' = 'connected'
) {
  return Controller.create({
    alias: `Crafted ${++sequence}`,
    vendor: 'unifi',
    url: 'https://192.0.2.1:8443',
    status,
  } as Partial<Controller>)
}

/**
 * The snapshot a sync would have written for a venue: bound to a controller site, with these devices (MACs and IPs
 * filled in, so a test can check they never reach the public page).
 */
export async function craftSnapshot(
  location: Location,
  devices: CraftedDevice[],
  options: {
    controllerStatus?: 'connected' | 'unavailable'
    networkStatus?: string
    status?: string
  } = {}
) {
  const controller = await craftController(options.controllerStatus ?? 'connected')
  await db
    .from('locations')
    .where('id', location.id)
    .update({
      controller_id: controller.id,
      controller_site_id: `site-${location.id}`,
      status: options.status ?? 'live',
      network_status: options.networkStatus ?? 'online',
    })
  const now = Date.now()
  const rows = devices.map((device, index) => ({
    location_id: location.id,
    remote_id: `dev-${location.id}-${index}`,
    mac: `02:00:00:00:${String(index).padStart(2, '0')}:${String(location.id % 100).padStart(2, '0')}`,
    ip: `10.9.8.${index + 10}`,
    name: device.name ?? `Device ${index}`,
    kind: index === 0 ? 'gateway' : 'ap',
    state: device.state,
    fingerprint: 'crafted',
    updated_at: device.changedAt ?? new Date(now),
  }))
  if (rows.length) await db.table('network_devices').multiInsert(rows)
  await db.table('location_networks').insert({ location_id: location.id, synced_at: new Date(now) })
  return { controller, deviceIds: rows.map((row) => row.remote_id) }
}

export async function publicIdOf(table: 'locations' | 'customers' | 'groups', id: number) {
  return (await db.from(table).where('id', id).select('public_id').firstOrFail())
    .public_id as string
}

/**
 * A customer (in a group) with one venue, and the people around it: an admin, an editor with every key on the
 * customer, a reader with read keys only, and a user of another customer.
 */
export async function buildStatusWorld() {
  const tenant = await createTenant()
  const other = await createTenant()
  const admin = await createUser({ isAdmin: true })
  const editor = await createUser()
  await grant(editor, 'group', tenant.group.id, [
    'group_read',
    'group_update',
    'customer_read',
    'customer_update',
    'location_read',
    'location_update',
  ])
  const reader = await createUser()
  await grant(reader, 'group', tenant.group.id, ['group_read', 'customer_read', 'location_read'])
  const venueEditor = await createUser()
  await grant(venueEditor, 'location', tenant.location.id, ['location_read', 'location_update'])
  const stranger = await createUser()
  await grant(stranger, 'customer', other.customer.id, [
    'customer_read',
    'customer_update',
    'location_read',
    'location_update',
  ])
  return {
    ...tenant,
    other,
    users: { admin, editor, reader, venueEditor, stranger },
    publicIds: {
      location: await publicIdOf('locations', tenant.location.id),
      customer: await publicIdOf('customers', tenant.customer.id),
      group: await publicIdOf('groups', tenant.group.id),
    },
  }
}
