import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { isStoreUnavailable } from '#kernel/exceptions/store_unavailable'
import { outsideTransaction } from '#kernel/db/transaction_guard'
import type { Assert } from '@japa/assert'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'

/**
 * A transaction whose connection dies at BEGIN or at COMMIT (a PostgreSQL restart, a failover) raises the connection
 * error: never a write that looks committed, never "Transaction query already complete" (a 500 instead of a 503).
 * Each case runs on a connection of its own, one pooled client, which the test ends from another backend.
 */
const CONNECTION = 'transaction_outcomes'

type Client = Pick<TransactionClientContract, 'rawQuery'>

async function backendOf(client: Client = db.connection(CONNECTION)) {
  const { rows } = await client.rawQuery('select pg_backend_pid() as pid')
  return Number(rows[0].pid)
}

async function terminate(pid: number) {
  const { rows } = await db.rawQuery('select pg_terminate_backend(?) as done', [pid])
  if (!rows[0].done) throw new Error(`backend ${pid} was not terminated`)
}

/** Another backend ends the one under `trx`, and the client has time to read that it was ended. */
async function endBackendUnder(trx: TransactionClientContract) {
  const pid = await backendOf(trx)
  await outsideTransaction(() => terminate(pid))
  await new Promise((resolve) => setTimeout(resolve, 100))
}

function assertConnectionError(assert: Assert, error: Error) {
  assert.notInclude(error.message, 'already complete')
  assert.isTrue(isStoreUnavailable(error), error.message)
}

async function rejection(work: () => Promise<unknown>) {
  try {
    await work()
  } catch (error) {
    return error as Error
  }
  throw new Error('the transaction resolved')
}

test.group('Kernel / transactions cut by a dead connection', (group) => {
  group.each.setup(() => {
    db.manager.add(CONNECTION, {
      client: 'pg',
      connection: { connectionString: process.env.DATABASE_URL },
      pool: { min: 0, max: 1 },
    })
    return () => db.manager.close(CONNECTION, true)
  })

  test('a COMMIT the database never received rejects with the connection error', async ({
    assert,
  }) => {
    const error = await rejection(() =>
      db.connection(CONNECTION).transaction(async (trx) => {
        // Ended while the callback has nothing left to ask: only COMMIT is left.
        await endBackendUnder(trx)
      })
    )
    assertConnectionError(assert, error)
  })

  test('a BEGIN on a pooled connection the database just ended rejects with the connection error', async ({
    assert,
  }) => {
    // The pool replaces a connection it already saw close: the BEGIN must go out before the client reads the
    // termination. Up to five tries to meet that moment; each that does must give the connection error.
    for (let attempt = 1; attempt <= 5; attempt++) {
      await terminate(await backendOf())
      const error = await rejection(() =>
        db.connection(CONNECTION).transaction(async (trx) => {
          await trx.rawQuery('select 1')
        })
      ).catch(() => null)
      if (!error) continue
      assertConnectionError(assert, error)
      return
    }
    assert.fail('in five tries, the pool never handed out the connection it had lost')
  })

  test('a SAVEPOINT on a connection the database ended rejects with the connection error', async ({
    assert,
  }) => {
    const error = await rejection(() =>
      db.connection(CONNECTION).transaction(async (trx) => {
        await endBackendUnder(trx)
        await trx.transaction(async (savepoint) => {
          await savepoint.rawQuery('select 1')
        })
      })
    )
    assertConnectionError(assert, error)
  })

  test('a savepoint that succeeds is released, and the outer COMMIT keeps its write', async ({
    assert,
  }) => {
    const connection = db.connection(CONNECTION)
    await connection.rawQuery('create temporary table if not exists outcome_probe (n int)')
    await connection.transaction(async (trx) => {
      await trx.transaction(async (savepoint) => {
        await savepoint.rawQuery('insert into outcome_probe values (1)')
      })
    })
    const { rows } = await connection.rawQuery('select count(*)::int as n from outcome_probe')
    assert.equal(rows[0].n, 1)
  })
})
