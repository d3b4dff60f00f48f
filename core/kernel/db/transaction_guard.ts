import { AsyncLocalStorage } from 'node:async_hooks'
import type { Database } from '@adonisjs/lucid/database'
import { DatabaseQueryBuilder, InsertQueryBuilder, QueryClient } from '@adonisjs/lucid/database'
import { ModelQueryBuilder } from '@adonisjs/lucid/orm'

/**
 * A query that escapes its transaction fails at once (tests and development).
 *
 * Inside `db.transaction(async (trx) => ...)`, a query made through `db` (or a model without `useTransaction`)
 * asks the pool for a second connection. On PostgreSQL that hides the mistake (the query does not see the
 * transaction's writes, and a row the transaction locked makes it wait); on the embedded default (PGlite, a pool
 * of one connection) it waits for the very transaction that awaits it, and the whole server stops for 60 s. In the
 * functional tests `db` is the test's global transaction, so the mistake hides there too.
 *
 * While a transaction callback runs, its async context remembers the transaction; every query checks that it runs
 * on that transaction (or one nested in it) before it takes a connection, and throws
 * `E_QUERY_OUTSIDE_TRANSACTION: <sql>` otherwise. Work that truly belongs outside (rare: on one connection it
 * waits for the transaction to end) runs in `outsideTransaction(() => ...)`. Manual transactions
 * (`await db.transaction()` without a callback) are not tracked: use the callback form.
 */

/** The knex client a query runs on: the base pool client, or the client of one (savepoint) transaction. */
type KnexClient = object

interface Scope {
  id: number
  client: KnexClient
  isCompleted: () => boolean
  parent?: Scope
}

interface TransactionLike {
  isTransaction?: boolean
  isCompleted: boolean
  knexClient: { client: KnexClient }
  getWriteClient(): { client: KnexClient }
  transaction(...args: any[]): Promise<any>
}

const storage = new AsyncLocalStorage<Scope | undefined>()
let nextId = 1
let installed = false
const listeners = new Set<(error: QueryOutsideTransactionError) => void>()

export class QueryOutsideTransactionError extends Error {
  readonly code = 'E_QUERY_OUTSIDE_TRANSACTION'
  constructor(
    readonly sql: string,
    transactionId: number
  ) {
    super(
      `E_QUERY_OUTSIDE_TRANSACTION: ${sql} — this query runs outside transaction #${transactionId}, which is open in the same ` +
        'async context (on the embedded one-connection pool it would wait for that transaction, and every request with it, until a 60 s timeout). Pass the ' +
        'transaction along: trx.from(...), { client: trx }, Model.query({ client: trx }), model.useTransaction(trx).'
    )
  }
}

/** Runs `work` as if no transaction were open: for work that must not join the caller's transaction. */
export function outsideTransaction<T>(work: () => T | PromiseLike<T>): Promise<T> {
  // Awaited inside the run: a query builder is a thenable that only runs when awaited.
  return storage.run(undefined, async () => await work())
}

/** Called with each violation (the test runner fails the test that caused one, even if the app caught the error). */
export function onQueryOutsideTransaction(listener: (error: QueryOutsideTransactionError) => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function transactionGuardInstalled() {
  return installed
}

/** Throws when a transaction is open in this async context and `client` is not it (nor one nested in it). */
function assertInside(client: KnexClient, describe: () => string) {
  let open: Scope | undefined
  for (let scope = storage.getStore(); scope; scope = scope.parent) {
    if (scope.client === client) return
    if (!open && !scope.isCompleted()) open = scope
  }
  // Work the transaction did not wait for (an after-commit hook, a job) may run once it ended.
  if (!open) return
  const error = new QueryOutsideTransactionError(describe(), open.id)
  for (const listener of listeners) listener(error)
  throw error
}

function sqlOf(query: { toSQL?: () => { sql: string } } | undefined) {
  try {
    return query?.toSQL?.().sql ?? '(unknown query)'
  } catch {
    return '(unknown query)'
  }
}

function clientOf(queryClient: TransactionLike): KnexClient {
  return queryClient.isTransaction
    ? queryClient.knexClient.client
    : queryClient.getWriteClient().client
}

function guardBuilder(prototype: any, method: string) {
  const original = prototype[method]
  prototype[method] = async function (this: any, ...args: unknown[]) {
    // Checked after one await: the error's stack then reaches the code that awaited the query (a builder is a
    // thenable, so before it the stack starts at the microtask). The builder's own toSQL applies its where
    // clauses; it runs only when the query is refused.
    await null
    assertInside(this.knexQuery.client, () => sqlOf(this))
    return original.apply(this, args)
  }
}

const guardedTransactionPrototypes = new WeakSet<object>()

/**
 * `transaction(callback)` runs the callback in a context that remembers the transaction. The transaction's own
 * statements (BEGIN, SAVEPOINT, COMMIT) and its after-commit hooks run outside that context.
 */
function guardTransactions(prototype: any) {
  if (guardedTransactionPrototypes.has(prototype)) return
  guardedTransactionPrototypes.add(prototype)
  const original = prototype.transaction
  prototype.transaction = function (
    this: TransactionLike,
    callbackOrOptions?: unknown,
    options?: unknown
  ) {
    assertInside(clientOf(this), () => 'BEGIN (a transaction through db inside another one)')
    const parent = storage.getStore()
    if (typeof callbackOrOptions !== 'function') {
      return outsideTransaction(() => original.call(this, callbackOrOptions, options)).then(
        (trx: TransactionLike) => {
          guardTransactions(Object.getPrototypeOf(trx))
          return trx
        }
      )
    }
    const callback = callbackOrOptions as (trx: TransactionLike) => unknown
    const guarded = (trx: TransactionLike) => {
      guardTransactions(Object.getPrototypeOf(trx))
      const scope: Scope = {
        id: nextId++,
        client: trx.knexClient.client,
        isCompleted: () => trx.isCompleted,
        parent,
      }
      return storage.run(scope, () => callback(trx))
    }
    return outsideTransaction(() => original.call(this, guarded, options))
  }
}

/**
 * Installs the guard on Lucid's query paths: the four query builders (checked before they take a connection, with
 * their SQL), transactions, and knex's own query method (for raw knex builders).
 */
export function installTransactionGuard(db: Database) {
  if (installed) return
  installed = true
  guardBuilder(DatabaseQueryBuilder.prototype, 'exec')
  guardBuilder(InsertQueryBuilder.prototype, 'exec')
  guardBuilder(ModelQueryBuilder.prototype, 'execQuery')
  // The raw query builder is not exported; its prototype is reached through an instance (nothing runs).
  guardBuilder(Object.getPrototypeOf(db.connection().rawQuery('select 1')), 'exec')
  guardTransactions(QueryClient.prototype)

  const knexClientPrototype = Object.getPrototypeOf(db.connection().getWriteClient().client)
  const query = knexClientPrototype.query
  knexClientPrototype.query = function (
    this: KnexClient,
    connection: unknown,
    queryObject: { sql?: string } | string
  ) {
    assertInside(this, () =>
      typeof queryObject === 'string' ? queryObject : (queryObject?.sql ?? '(unknown query)')
    )
    return query.call(this, connection, queryObject)
  }
}
