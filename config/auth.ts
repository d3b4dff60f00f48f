import { defineConfig } from '@adonisjs/auth'
import { sessionGuard } from '@adonisjs/auth/session'
import { tokensGuard } from '@adonisjs/auth/access_tokens'
import {
  CachedSessionUserProvider,
  CachedTokensUserProvider,
} from '#core/auth/services/cached_user_providers'
import type { InferAuthenticators, InferAuthEvents, Authenticators } from '@adonisjs/auth/types'

/**
 * Two guards (architecture §4): `web` is the SPA's cookie session,
 * `api` is personal access tokens sent as `Authorization: Bearer`. Both look the
 * user up through the per-process cache of signed-in users (core/auth/services/signed_in_cache.ts).
 */
const authConfig = defineConfig({
  default: 'web',
  guards: {
    web: sessionGuard({
      useRememberMeTokens: false,
      provider: new CachedSessionUserProvider({
        model: () => import('#core/users/models/user'),
      }),
    }),
    api: tokensGuard({
      provider: new CachedTokensUserProvider({
        tokens: 'accessTokens',
        model: () => import('#core/users/models/user'),
      }),
    }),
  },
})

export default authConfig

declare module '@adonisjs/auth/types' {
  export interface Authenticators extends InferAuthenticators<typeof authConfig> {}
}
declare module '@adonisjs/core/types' {
  interface EventsList extends InferAuthEvents<Authenticators> {}
}
