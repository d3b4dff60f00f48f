import type { HttpContext } from '@adonisjs/core/http'
import { UserAccess } from '#core/access/services/user_access'

const perRequest = new WeakMap<HttpContext, Promise<UserAccess>>()

/** The signed-in user's access, resolved once per request (from the per-user cache, access_cache.ts). */
export function requestAccess(ctx: HttpContext) {
  let access = perRequest.get(ctx)
  if (!access) {
    access = UserAccess.cached(ctx.auth.getUserOrFail())
    perRequest.set(ctx, access)
  }
  return access
}
