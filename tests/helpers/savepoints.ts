import db from '@adonisjs/lucid/services/db'

/** Tables whose content a refused request must leave as it was. */
const GUARDED_TABLES = [
  'groups',
  'customers',
  'locations',
  'users',
  'access_grants',
  'partner_grants',
  'partners',
  'invitations',
  'customer_logs',
  'location_comments',
  'controllers',
  'device_groups',
  'status_pages',
]

/**
 * A digest of the guarded tables, or 'aborted' when the request's statement failed and left the savepoint aborted
 * (then nothing it wrote stays).
 */
export async function tablesDigest(): Promise<string> {
  const aborted = await db.rawQuery('select 1').then(
    () => false,
    (error) => error.code === '25P02'
  )
  if (aborted) return 'aborted'
  const parts = GUARDED_TABLES.map(
    (table) =>
      `(select coalesce(md5(string_agg(t::text, '|' order by t::text)), '') from ${table} t)`
  )
  return (await db.rawQuery(`select ${parts.join(' || ')} as print`)).rows[0].print as string
}

/** Whether the guarded tables differ from `baseline` (a digest taken before). */
export async function changedSince(baseline: string) {
  return ![baseline, 'aborted'].includes(await tablesDigest())
}

/**
 * Runs `work` (requests to the in-process server included) inside a savepoint of the test's global transaction and
 * rolls it back, so one call's writes never reach the next.
 */
export async function inSavepoint<T>(work: () => Promise<T>): Promise<T> {
  const name = db.primaryConnectionName
  const outer = db.connectionGlobalTransactions.get(name)!
  const inner = await outer.transaction()
  db.connectionGlobalTransactions.set(name, inner)
  try {
    return await work()
  } finally {
    await inner.rollback()
    db.connectionGlobalTransactions.set(name, outer)
  }
}
