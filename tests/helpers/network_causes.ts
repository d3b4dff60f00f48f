import db from '@adonisjs/lucid/services/db'

/** Devices of a venue in the given states, as a sync stores them (the causes of a warning are counted from these). */
export function insertDevices(locationId: number, states: string[], kind = 'ap') {
  return db.table('network_devices').multiInsert(
    states.map((state, index) => ({
      location_id: locationId,
      remote_id: `dev-${locationId}-${index}`,
      name: `Device ${index}`,
      kind,
      state,
      fingerprint: 'x',
      updated_at: new Date(),
    }))
  )
}

/**
 * Every raw statement sent while a test runs (restored by `cleanup`): the causes must come from one statement per
 * answer, never one per row.
 */
export function recordRawStatements(cleanup: (fn: () => void) => void): string[] {
  const statements: string[] = []
  const rawQuery = db.rawQuery
  db.rawQuery = ((sql: string, ...rest: any[]) => {
    statements.push(sql)
    return (rawQuery as any).call(db, sql, ...rest)
  }) as typeof db.rawQuery
  cleanup(() => {
    db.rawQuery = rawQuery
  })
  return statements
}
