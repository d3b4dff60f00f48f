import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { readOpeningHours, WEEKDAYS, type OpeningHours } from '#core/opening_hours/opening_hours'
import type { AlertTrigger } from '#core/alerts/alert_triggers'

export interface OfflineDevice {
  id: string
  name: string
  mac: string | null
  state: string
}

/** What the rules of one evaluation read about a venue: the stored sync results, its hours, its sign-ins. */
export interface VenueFacts {
  id: number
  name: string
  timezone: string
  openingHours: OpeningHours
  networkStatus: string
  bound: boolean
  controllerNeedsCredentials: boolean
  offlineDevices: OfflineDevice[]
  onlineClients: number
  lastSignInAt: Date | null
}

/**
 * Loads the facts of these venues in a few set-based statements, reading only what the given triggers need. Archived
 * venues are left out. The venue's own opening hours apply, else its customer's, else its group's.
 */
export async function loadVenueFacts(
  trx: TransactionClientContract,
  locationIds: number[],
  triggers: Set<AlertTrigger>
) {
  const facts = new Map<number, VenueFacts>()
  if (!locationIds.length) return facts
  const rows = await trx
    .from('locations')
    .join('customers', 'customers.id', 'locations.customer_id')
    .leftJoin('groups', 'groups.id', 'customers.group_id')
    .leftJoin('controllers', 'controllers.id', 'locations.controller_id')
    .whereRaw('locations.id = any(?)', [locationIds])
    .whereNot('locations.status', 'archived')
    .select(
      'locations.id',
      'locations.name',
      'locations.timezone',
      'locations.network_status',
      'locations.controller_site_id',
      'locations.opening_hours as own_hours',
      'customers.opening_hours as customer_hours',
      'groups.opening_hours as group_hours',
      'controllers.status as controller_status'
    )
  for (const row of rows) {
    facts.set(row.id, {
      id: row.id,
      name: row.name,
      timezone: row.timezone || 'Europe/Brussels',
      openingHours: firstFilledIn([row.own_hours, row.customer_hours, row.group_hours]),
      networkStatus: row.network_status,
      bound: !!row.controller_site_id && !!row.controller_status,
      controllerNeedsCredentials: row.controller_status === 'needs_credentials',
      offlineDevices: [],
      onlineClients: 0,
      lastSignInAt: null,
    })
  }
  const ids = [...facts.keys()]
  if (triggers.has('device_offline')) {
    // A device Airdeck is restarting is expected to be down for a while: not an alert.
    const devices = await trx
      .from('network_devices')
      .whereRaw('location_id = any(?)', [ids])
      .whereNotIn('state', ['online', 'rebooting'])
      .select('location_id', 'remote_id', 'name', 'mac', 'state')
    for (const device of devices)
      facts.get(device.location_id)?.offlineDevices.push({
        id: device.remote_id,
        name: device.name,
        mac: device.mac,
        state: device.state,
      })
  }
  if (triggers.has('clients_above') || triggers.has('clients_below')) {
    const counts = await trx
      .from('network_clients')
      .whereRaw('location_id = any(?)', [ids])
      .where('online', true)
      .groupBy('location_id')
      .select('location_id')
      .count('* as clients')
    for (const count of counts) facts.get(count.location_id)!.onlineClients = Number(count.clients)
  }
  if (triggers.has('sign_ins_stopped')) {
    const latest = await trx
      .from('portal_sign_ins')
      .join('portals', 'portals.id', 'portal_sign_ins.portal_id')
      .whereRaw('portals.location_id = any(?)', [ids])
      .groupBy('portals.location_id')
      .select('portals.location_id')
      .max('portal_sign_ins.created_at as at')
    for (const row of latest)
      facts.get(row.location_id)!.lastSignInAt = row.at ? new Date(row.at) : null
  }
  return facts
}

function firstFilledIn(stored: unknown[]): OpeningHours {
  for (const value of stored) {
    const hours = readOpeningHours(value)
    if (WEEKDAYS.some((day) => !hours.days[day].closed)) return hours
  }
  return readOpeningHours(null)
}
