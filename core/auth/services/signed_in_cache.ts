import db from '@adonisjs/lucid/services/db'
import type { LucidModel } from '@adonisjs/lucid/types/model'
import { accessCache } from '#core/access/services/access_cache'
import { readStamp } from '#core/access/services/access_stamps'

/**
 * What every signed-in request looked up in PostgreSQL before anything else: the user's row (session and token) and
 * the access token's row (token). Both are kept per process under the user's access stamps (access_stamps.ts), like
 * the grants and the self record, so a cached request costs the one stamp read it already paid for. Whatever can
 * refuse a request from then on renews the user's stamp: any write to the user's row (password, role, admin flag,
 * two-factor, defaults, deletion: the model hook in core/users/models/user.ts), a token revoked or deleted
 * (access_tokens_provider.ts, revoke_tokens.ts), an impersonation started or stopped, and the account lock of a
 * customer (every user's stamp). A session's own end (log out, sessions ended elsewhere) needs nothing: the session
 * itself is still read from its store on every request, only the user row behind it is cached.
 */
type Row = Record<string, unknown>

const userRows = accessCache<Row>()
const tokenRows = accessCache<Row>()
/** Whose token an id is: fixed for a token's life, so it never goes stale (a deleted token simply misses). */
const tokenOwners = new Map<number, number>()
const MAX_TOKEN_OWNERS = 10_000

/**
 * The user with this id as a fresh model instance (never one shared between requests), from the cached row while
 * the user's stamps hold, else from the table. The stamp is read before the table, so a row read after a change is
 * never kept under a stamp from before it.
 */
export async function findSignedInUser<M extends LucidModel>(
  Model: M,
  id: number
): Promise<InstanceType<M> | null> {
  const stamp = await readStamp(id)
  let row = userRows.get(id, stamp, '')
  if (!row) {
    row = await db.from(Model.table).where(Model.primaryKey, id).first()
    if (!row) return null
    userRows.set(id, stamp, '', row)
  }
  return Model.$createFromAdapterResult(row) as InstanceType<M> | null
}

/**
 * An access token's row by its id, from the cache while its owner's stamps hold. A token is kept only once its owner
 * is known before the look-up (the second request that shows it), so its stamp is always read before the row.
 * The row is the caller's to read; `last_used_at` is the one field it may update (tokenUsed).
 */
export async function findTokenRow(id: number, load: () => Promise<Row | null>) {
  const owner = tokenOwners.get(id)
  const stamp = owner === undefined ? null : await readStamp(owner)
  const cached = owner === undefined ? undefined : tokenRows.get(id, stamp, String(owner))
  if (cached) return cached
  const row = await load()
  if (!row) return null
  const tokenable = Number(row.tokenable_id)
  if (owner === tokenable) tokenRows.set(id, stamp, String(owner), row)
  else rememberOwner(id, tokenable)
  return row
}

function rememberOwner(tokenId: number, userId: number) {
  tokenOwners.delete(tokenId)
  if (tokenOwners.size >= MAX_TOKEN_OWNERS) tokenOwners.delete(tokenOwners.keys().next().value!)
  tokenOwners.set(tokenId, userId)
}
