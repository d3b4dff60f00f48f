import { SessionLucidUserProvider } from '@adonisjs/auth/session'
import { AccessTokensLucidUserProvider } from '@adonisjs/auth/access_tokens'
import type { LucidAuthenticatable } from '@adonisjs/auth/types/session'
import type { LucidTokenable } from '@adonisjs/auth/types/access_tokens'
import { findSignedInUser } from '#core/auth/services/signed_in_cache'

/** The session guard's user look-up, from the per-process cache of signed-in users (signed_in_cache.ts). */
export class CachedSessionUserProvider<
  UserModel extends LucidAuthenticatable,
> extends SessionLucidUserProvider<UserModel> {
  async findById(identifier: string | number | BigInt) {
    const user = await findSignedInUser(await this.getModel(), Number(identifier))
    return user ? this.createUserForGuard(user) : null
  }
}

/** The token guard's user look-up, the same way (the token's own row: access_tokens_provider.ts). */
export class CachedTokensUserProvider<
  TokenableProperty extends string,
  UserModel extends LucidTokenable<TokenableProperty>,
> extends AccessTokensLucidUserProvider<TokenableProperty, UserModel> {
  async findById(identifier: string | number | BigInt) {
    const user = await findSignedInUser(await this.getModel(), Number(identifier))
    return user ? this.createUserForGuard(user) : null
  }
}
