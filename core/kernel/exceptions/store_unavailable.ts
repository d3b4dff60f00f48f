/**
 * Whether an error means PostgreSQL or Redis cannot be reached right now (restarting, failing over, stopped): the
 * request gets a 503 E_UNAVAILABLE the client may retry, not a 500 that reads as a bug.
 */
const POSTGRES_CONNECTION_CODES = new Set([
  // admin_shutdown, crash_shutdown, cannot_connect_now
  '57P01',
  '57P02',
  '57P03',
  // connection_exception and its kinds
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
])
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH'])
const MESSAGES = [
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'Connection is closed.',
  "Stream isn't writeable",
  'Reached the max retries per request limit',
  // ioredis' commandTimeout: Redis took the connection but did not answer in time (stalled, not stopped).
  'Command timed out',
]

export function isStoreUnavailable(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false
  const { code, name, message } = error as { code?: unknown; name?: unknown; message?: unknown }
  if (typeof code === 'string' && (POSTGRES_CONNECTION_CODES.has(code) || SOCKET_CODES.has(code)))
    return true
  // Knex: no pool connection within acquireConnectionTimeout (the database is down).
  if (name === 'KnexTimeoutError' || name === 'MaxRetriesPerRequestError') return true
  if (typeof message === 'string' && MESSAGES.some((known) => message.includes(known))) return true
  const cause = (error as { cause?: unknown }).cause
  return cause !== error && cause !== undefined && isStoreUnavailable(cause)
}
