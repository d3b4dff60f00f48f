import db from '@adonisjs/lucid/services/db'

/** Network devices the last sync saw per venue (gateways, switches, access points). */
export async function deviceCounts(locationIds: number[]): Promise<Map<number, number>> {
  if (locationIds.length === 0) return new Map()
  const rows: { location_id: number; devices: string | number }[] = await db
    .from('network_devices')
    .whereIn('location_id', locationIds)
    .groupBy('location_id')
    .select('location_id', db.raw('count(*) as devices'))
  return new Map(rows.map((row) => [row.location_id, Number(row.devices)]))
}

export async function deviceCount(locationId: number) {
  return (await deviceCounts([locationId])).get(locationId) ?? 0
}
