/**
 * A read that PostgreSQL cut (a restart, a failover, `pg_terminate_backend`) is run once more on a new connection
 * (issue 33, item 14): the pool still holds connections the server closed, and the first query on each of them fails
 * although the database is fine. Only statements known to read: a `select` outside a transaction (a transaction's
 * connection is gone with its work; its caller decides) without a lock or a function that changes state. Whatever
 * still fails answers 503 E_UNAVAILABLE (core/kernel/exceptions/store_unavailable.ts).
 */

const TERMINATED_CODES = new Set(['57P01', '57P02', '57P03', 'ECONNRESET', 'EPIPE'])
const TERMINATED_MESSAGES = [
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
]
const READ = /^\s*(?:\/\*.*?\*\/\s*)*select\b/is
// A select that locks rows or changes state (advisory locks, sequences, settings, notifications) is not repeated.
const NOT_ONLY_READ =
  /\bfor\s+(?:update|no\s+key\s+update|share|key\s+share)\b|\b(?:pg_advisory\w*|pg_try_advisory\w*|nextval|setval|set_config|pg_notify|pg_terminate_backend|pg_cancel_backend)\s*\(/i

export function isTerminatedConnection(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false
  const { code, message } = error as { code?: unknown; message?: unknown }
  if (typeof code === 'string' && TERMINATED_CODES.has(code)) return true
  return typeof message === 'string' && TERMINATED_MESSAGES.some((known) => message.includes(known))
}

export function isReadOnlyStatement(sql: unknown): boolean {
  return typeof sql === 'string' && READ.test(sql) && !NOT_ONLY_READ.test(sql)
}

interface KnexConnection {
  __knexTxId?: string
}

/** The parts of knex's client (knex/lib/client.js) the retry uses. */
export interface KnexClient {
  _query(connection: KnexConnection, query: { sql?: string }): Promise<unknown>
  acquireRawConnection(): Promise<KnexConnection>
  destroyRawConnection(connection: KnexConnection): Promise<void>
  __airdeckReadRetry?: boolean
}

/** Wraps the client's statement runner (knex's `_query`, one statement on one connection). */
export function installReadRetry(client: KnexClient, onRetry?: () => void) {
  if (client.__airdeckReadRetry) return
  client.__airdeckReadRetry = true
  const runOn = client._query.bind(client)
  client._query = async (connection, query) => {
    try {
      return await runOn(connection, query)
    } catch (error) {
      const retry =
        !connection.__knexTxId && isReadOnlyStatement(query.sql) && isTerminatedConnection(error)
      if (!retry) throw error
      onRetry?.()
      // A new connection of its own, not one from the pool: a cut usually ends every pooled connection at once (the
      // others are not known dead yet), and waiting on the pool while holding a connection could starve it. The cut
      // one goes back with the caller's release, and the pool drops it (knex marked it disposed).
      const fresh = await client.acquireRawConnection()
      try {
        return await runOn(fresh, query)
      } finally {
        await client.destroyRawConnection(fresh).catch(() => {})
      }
    }
  }
}
