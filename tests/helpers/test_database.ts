import pg from 'pg'

/**
 * Creates the test database named in DATABASE_URL when it does not exist,
 * connecting to the server's `postgres` database to do so.
 */
export async function ensureTestDatabase() {
  const url = new URL(process.env.DATABASE_URL!)
  const name = decodeURIComponent(url.pathname.slice(1))
  const adminUrl = new URL(url)
  adminUrl.pathname = '/postgres'

  const client = new pg.Client({ connectionString: adminUrl.toString() })
  await client.connect()
  try {
    const exists = await client.query('select 1 from pg_database where datname = $1', [name])
    if (exists.rowCount === 0) await client.query(`create database "${name.replaceAll('"', '""')}"`)
  } finally {
    await client.end()
  }
}
