import pg from 'pg'

/** A database of its own beside the test database (`<test database>_<suffix>`), for child processes to own. */
export function scratchDatabaseUrl(suffix: string) {
  const url = new URL(process.env.DATABASE_URL!)
  url.pathname = `${url.pathname}_${suffix}`
  return url
}

async function onServer<T>(url: URL, work: (client: pg.Client) => Promise<T>) {
  const admin = new URL(url)
  admin.pathname = '/postgres'
  const client = new pg.Client({ connectionString: admin.toString() })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

/** Drops and creates it empty. */
export async function recreateDatabase(url: URL) {
  const name = decodeURIComponent(url.pathname.slice(1)).replaceAll('"', '""')
  await onServer(url, async (client) => {
    await client.query(`drop database if exists "${name}" with (force)`)
    await client.query(`create database "${name}"`)
  })
}

export async function dropDatabase(url: URL) {
  const name = decodeURIComponent(url.pathname.slice(1)).replaceAll('"', '""')
  await onServer(url, (client) => client.query(`drop database if exists "${name}" with (force)`))
}

/** Runs `work` with a client of that database. */
export async function withDatabase<T>(url: URL, work: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: url.toString() })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}
