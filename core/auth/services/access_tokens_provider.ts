import { AccessToken, DbAccessTokensProvider } from '@adonisjs/auth/access_tokens'
import type { Secret } from '@adonisjs/core/helpers'
import type { DbAccessTokensProviderOptions } from '@adonisjs/auth/types/access_tokens'
import type { LucidModel } from '@adonisjs/lucid/types/model'

/** `last_used_at` is written at most this often per token. */
export const LAST_USED_RESOLUTION_MS = 60_000

/**
 * Personal access tokens as @adonisjs/auth stores them, with two changes to
 * `verify`, which runs on every API request: the secret is checked before
 * anything is written (upstream stamps `last_used_at` first, so anyone who
 * knows a token's id could bump it), and `last_used_at` is written only when
 * the stored one is older than a minute. The write was one of the round
 * trips of every request (docs/benchmarks.md); "last used" is shown to the
 * minute anyway.
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
    const db = await this.getDb()
    const row = await db
      .query()
      .from(this.table)
      .where({ id: decoded.identifier, type: this.type })
      .limit(1)
      .first()
    if (!row) return null
    const token = this.dbRowToAccessToken(row)
    if (!token.verify(decoded.secret) || token.isExpired()) return null
    const now = new Date()
    if (
      !token.lastUsedAt ||
      now.getTime() - token.lastUsedAt.getTime() >= LAST_USED_RESOLUTION_MS
    ) {
      await db.from(this.table).where({ id: row.id, type: this.type }).update({ last_used_at: now })
      token.lastUsedAt = now
    }
    return token
  }
}
