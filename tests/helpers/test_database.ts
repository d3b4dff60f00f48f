import pg from 'pg'

/**
 * Gives the run an empty test database (the one named in DATABASE_URL), connecting to the server's `postgres`
 * database to make it. It is dropped first when it exists: a run that was stopped before its teardown leaves its
 * schema migrated and its committed rows behind (jobs, the demo seed, records of tests that run outside a
 * transaction), and the next run would otherwise find "already up to date" and meet them.
 */
export async function ensureTestDatabase() {
  const url = new URL(process.env.DATABASE_URL!)
  const name = decodeURIComponent(url.pathname.slice(1)).replaceAll('"', '""')
  if (!/test/i.test(name))
    throw new Error(
      `Tests drop and recreate the database named in DATABASE_URL and empty REDIS_URL's db; "${name}" does not look like a test database (its name must contain "test")`
    )
  const adminUrl = new URL(url)
  adminUrl.pathname = '/postgres'

  const client = new pg.Client({ connectionString: adminUrl.toString() })
  await client.connect()
  try {
    await client.query(`drop database if exists "${name}" with (force)`)
    await client.query(`create database "${name}"`)
  } finally {
    await client.end()
  }
}

/**
 * Empties the run's Redis database (REDIS_URL's db, which the test settings give to tests alone): a stopped run
 * leaves queued jobs, access stamps and counters there that the next run's worker and caches would pick up.
 */
export async function emptyTestRedis() {
  if (!process.env.REDIS_URL) return
  const { Redis } = await import('ioredis')
  const redis = new Redis(process.env.REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 })
  try {
    await redis.connect()
    await redis.flushdb()
  } finally {
    redis.disconnect()
  }
}
