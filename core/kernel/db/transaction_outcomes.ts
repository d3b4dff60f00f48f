import { QueryClient } from '@adonisjs/lucid/database'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'

/**
 * Knex reports a failed `BEGIN`, `SAVEPOINT`, `COMMIT` or `RELEASE SAVEPOINT` only by rejecting the transaction's
 * `executionPromise`, which nobody awaits when Lucid manages the transaction: the call itself resolves. So when the
 * database connection dies at that moment (a restart, a failover):
 *
 * - a failed `COMMIT` looked committed, and the request answered 200 for a write PostgreSQL had rolled back;
 * - a failed `BEGIN` handed out a transaction already marked complete, whose first query threw "Transaction query
 *   already complete" without the connection error behind it: a 500 instead of a 503 the client may retry.
 *
 * Every transaction Lucid opens, and every savepoint inside one, is checked here so that both raise the real error.
 * Installed at boot in every environment (providers/transaction_outcomes_provider.ts).
 */
interface KnexTransactor {
  isCompleted(): boolean
  executionPromise?: Promise<unknown>
  commit(value?: unknown): Promise<unknown>
}

type Open = (...args: any[]) => Promise<any>

let installed = false

export function installTransactionOutcomes() {
  if (installed) return
  installed = true
  const open = QueryClient.prototype.transaction as Open
  QueryClient.prototype.transaction = function (this: QueryClient, ...args: any[]) {
    return openChecked(this, open, args)
  } as typeof QueryClient.prototype.transaction
}

function openChecked(client: unknown, open: Open, [callback, options]: any[]) {
  if (typeof callback !== 'function')
    return open
      .call(client, callback, options)
      .then((trx: TransactionClientContract) => checked(trx))
  return open.call(
    client,
    async (trx: TransactionClientContract) => callback(await checked(trx)),
    options
  )
}

async function checked(trx: TransactionClientContract) {
  const transactor = trx.knexClient as unknown as KnexTransactor
  if (transactor.isCompleted()) {
    // BEGIN (or SAVEPOINT) failed: its error, not "Transaction query already complete" at the first query. Raced
    // with a settled promise: a savepoint whose outer transaction ended meanwhile never settles its own.
    await Promise.race([transactor.executionPromise, Promise.resolve()])
    throw new Error('The database transaction ended before it began')
  }
  const commit = transactor.commit
  transactor.commit = async (value?: unknown) => {
    await commit(value)
    // Resolved once COMMIT went through; rejected with its error when it did not.
    await transactor.executionPromise
  }
  const nested = trx.transaction.bind(trx) as Open
  trx.transaction = function (...args: any[]) {
    return openChecked(trx, nested, args)
  } as typeof trx.transaction
  return trx
}
