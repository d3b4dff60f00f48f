import { test } from '@japa/runner'
import pg from 'pg'
import db from '@adonisjs/lucid/services/db'
import type User from '#core/users/models/user'
import type { KnexClient as RetryingClient } from '#kernel/db/read_retry'
import { dbReadRetries } from '#kernel/metrics/metrics'
import { createUser } from '#tests/helpers/fixtures'

type KnexClient = RetryingClient & {
  acquireConnection(): Promise<any>
  releaseConnection(connection: unknown): Promise<void>
}

const SWEEPS = 20
const READS_PER_SWEEP = 18
const READS = ['/rest/self', '/rest/controllers/vendors', '/rest/customers']

/** Cuts every connection of the test database but the killer's own, as a failover or an operator would. */
async function terminateOthers(killer: pg.Client) {
  const { rows } = await killer.query(
    `select count(pg_terminate_backend(pid))::int as n from pg_stat_activity
     where datname = current_database() and pid <> pg_backend_pid()`
  )
  return rows[0].n as number
}

/**
 * Issue 33 item 14: PostgreSQL cutting the server's connections (restart, failover, pg_terminate_backend) while
 * reads run. A read is retried once on a new connection; what still fails answers 503 E_UNAVAILABLE, never a 500.
 * No global transaction here: the sweeps would cut it.
 */
test.group('Kernel / reads while PostgreSQL cuts connections', (group) => {
  let admin: User
  let killer: pg.Client
  group.setup(async () => {
    admin = await createUser({ isAdmin: true })
    killer = new pg.Client({ connectionString: process.env.DATABASE_URL })
    await killer.connect()
    return async () => {
      await killer.end()
      await admin.delete()
    }
  })

  /** A pool connection whose backend PostgreSQL has just ended (its `end` seen, so the next query surely fails). */
  async function cutConnection(client: KnexClient) {
    const connection = (await client.acquireConnection()) as any
    const ended = new Promise((resolve) => connection.once('end', resolve))
    await killer.query('select pg_terminate_backend($1)', [connection.processID])
    await ended
    return connection
  }

  test('a read on a cut connection runs once more on a new one; a write or a transaction does not', async ({
    assert,
  }) => {
    const client = db.connection().getWriteClient().client as unknown as KnexClient
    const retriesBefore = (await dbReadRetries.get()).values[0]?.value ?? 0

    const read = await cutConnection(client)
    const answer = (await client._query(read, { sql: 'select 1 as one' })) as any
    await client.releaseConnection(read)
    assert.deepEqual(answer.response.rows, [{ one: 1 }])
    assert.equal((await dbReadRetries.get()).values[0]?.value, retriesBefore + 1)

    const write = await cutConnection(client)
    const writeError = await client
      ._query(write, { sql: 'update users set updated_at = updated_at where false' })
      .catch((error) => error)
    await client.releaseConnection(write)
    assert.instanceOf(writeError, Error, 'a write is not repeated')

    const inTransaction = await cutConnection(client)
    inTransaction.__knexTxId = 'trx1'
    const transactionError = await client
      ._query(inTransaction, { sql: 'select 1' })
      .catch((error) => error)
    delete inTransaction.__knexTxId
    await client.releaseConnection(inTransaction)
    assert.instanceOf(transactionError, Error, 'a transaction is not resumed elsewhere')

    const locking = await cutConnection(client)
    const lockError = await client
      ._query(locking, { sql: 'select id from users where false for update' })
      .catch((error) => error)
    await client.releaseConnection(locking)
    assert.instanceOf(lockError, Error, 'a select that locks is not repeated')
  })

  test('twenty sweeps of pg_terminate_backend under reads: only 200 or 503, never a 500', async ({
    client,
    assert,
  }) => {
    const statuses = new Map<string, number>()
    let terminated = 0
    for (let sweep = 0; sweep < SWEEPS; sweep++) {
      const reads = Array.from({ length: READS_PER_SWEEP }, (_, index) =>
        client
          .get(READS[index % READS.length])
          .loginAs(admin)
          .then((response) => {
            const status = response.status()
            const key =
              status === 200 ? '200' : `${status} ${(response.body() as { code?: string }).code}`
            statuses.set(key, (statuses.get(key) ?? 0) + 1)
          })
      )
      terminated += await terminateOthers(killer)
      await Promise.all(reads)
    }
    const summary = `${JSON.stringify(Object.fromEntries(statuses))}; ${terminated} connections cut`
    assert.isAbove(terminated, 0, 'the sweeps cut connections')
    for (const key of statuses.keys())
      assert.include(['200', '503 E_UNAVAILABLE'], key, `answers: ${summary}`)
    assert.isAbove(statuses.get('200') ?? 0, 0, summary)
  })
})
