import { AccessToken, DbAccessTokensProvider } from '@adonisjs/auth/access_tokens'
import type { Secret } from '@adonisjs/core/helpers'
import type { DbAccessTokensProviderOptions } from '@adonisjs/auth/types/access_tokens'
import type { LucidModel, LucidRow } from '@adonisjs/lucid/types/model'
import { findTokenRow } from '#core/auth/services/signed_in_cache'
import { invalidateAccess } from '#core/access/services/access_stamps'

/** `last_used_at` is written at most this often per token. */
export const LAST_USED_RESOLUTION_MS = 60_000

/**
 * Personal access tokens as @adonisjs/auth stores them, with changes to
 * `verify`, which runs on every API request: the secret is checked before
 * anything is written (upstream stamps `last_used_at` first, so anyone who
 * knows a token's id could bump it), `last_used_at` is written only when
 * the stored one is older than a minute (the write was one of the round
 * trips of every request, docs/benchmarks.md; "last used" is shown to the
 * minute anyway), and the row comes from the per-process cache of
 * signed-in requests (signed_in_cache.ts). So every way of removing a token
 * renews its owner's access stamp: the next request of any process misses.
 */
export class AccessTokensProvider<Model extends LucidModel> extends DbAccessTokensProvider<Model> {
  static forModel<TokenableModel extends LucidModel>(
    model: TokenableModel,
    options: Omit<DbAccessTokensProviderOptions<TokenableModel>, 'tokenableModel'> = {}
  ) {
    return new AccessTokensProvider<TokenableModel>({ tokenableModel: model, ...options })
  }

  async verify(tokenValue: Secret<string>) {
    const decoded = AccessToken.decode(this.prefix, tokenValue.release())
    if (!decoded) return null
    const id = Number(decoded.identifier)
    if (!Number.isSafeInteger(id)) return null
    const db = await this.getDb()
    const row = await findTokenRow(id, () =>
      db.query().from(this.table).where({ id, type: this.type }).limit(1).first()
    )
    if (!row) return null
    const token = this.dbRowToAccessToken(row as any)
    if (!token.verify(decoded.secret) || token.isExpired()) return null
    const now = new Date()
    if (
      !token.lastUsedAt ||
      now.getTime() - token.lastUsedAt.getTime() >= LAST_USED_RESOLUTION_MS
    ) {
      // The cached row learns it too, so this process writes again only a minute later.
      row.last_used_at = now
      await db.from(this.table).where({ id, type: this.type }).update({ last_used_at: now })
      token.lastUsedAt = now
    }
    return token
  }

  async delete(user: InstanceType<Model>, identifier: string | number | BigInt) {
    const deleted = await super.delete(user, identifier)
    await invalidateAccess([Number((user as LucidRow).$primaryKeyValue)])
    return deleted
  }

  async deleteAll(user: InstanceType<Model>) {
    const deleted = await super.deleteAll(user)
    await invalidateAccess([Number((user as LucidRow).$primaryKeyValue)])
    return deleted
  }

  async invalidate(tokenValue: Secret<string>) {
    const decoded = AccessToken.decode(this.prefix, tokenValue.release())
    if (!decoded) return false
    const deleted: { tokenable_id: number }[] = await (
      await this.getDb()
    )
      .query()
      .from(this.table)
      .where({ id: decoded.identifier, type: this.type })
      .delete()
      .returning('tokenable_id')
    if (deleted.length) await invalidateAccess(deleted.map((row) => Number(row.tokenable_id)))
    return deleted.length > 0
  }
}
