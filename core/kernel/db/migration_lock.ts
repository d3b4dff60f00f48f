import pg from 'pg'

/** The advisory lock key of a migration run ('AIRD' + 'MIGR' as two 32-bit halves); Lucid's own uses key 1. */
const MIGRATION_LOCK = [0x41495244, 0x4d494752] as const

export interface HeldMigrationLock {
  release(): Promise<void>
}

/**
 * Holds the deployment's migration lock on a connection of its own, waiting while another process holds it.
 * Lucid's lock is pg_try_advisory_lock on a pooled connection: a second run fails at once ("unable to acquire"),
 * and the unlock may run on another pooled connection than the lock did ("unable to release database lock"). A
 * session lock on one dedicated connection is released by that connection, or by PostgreSQL when the process dies.
 */
export async function holdMigrationLock(
  connectionString: string,
  onWait: () => void
): Promise<HeldMigrationLock> {
  const client = new pg.Client({ connectionString, application_name: 'airdeck migration lock' })
  await client.connect()
  try {
    const tried = await client.query('select pg_try_advisory_lock($1, $2) as taken', [
      ...MIGRATION_LOCK,
    ])
    if (!tried.rows[0].taken) {
      onWait()
      await client.query('select pg_advisory_lock($1, $2)', [...MIGRATION_LOCK])
    }
  } catch (error) {
    await client.end().catch(() => {})
    throw error
  }
  return {
    async release() {
      try {
        await client.query('select pg_advisory_unlock($1, $2)', [...MIGRATION_LOCK])
      } finally {
        await client.end()
      }
    },
  }
}
