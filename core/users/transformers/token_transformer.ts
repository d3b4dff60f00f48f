import type { AccessToken } from '@adonisjs/auth/access_tokens'

/** A personal access token as the API shows it; `token` only right after creation. */
export function transformToken(token: AccessToken, options: { withSecret?: boolean } = {}) {
  return {
    id: token.identifier,
    type: 'bearer',
    name: token.name,
    abilities: token.abilities,
    last_used_at: token.lastUsedAt?.toISOString() ?? null,
    expires_at: token.expiresAt?.toISOString() ?? null,
    created_at: token.createdAt.toISOString(),
    ...(options.withSecret ? { token: token.value!.release() } : {}),
  }
}
