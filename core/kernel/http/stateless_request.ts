import type { HttpContext } from '@adonisjs/core/http'

/** A request authenticated by a Bearer token alone: no cookie, hence nothing a forged cross-site request could ride on. */
export function isStatelessRequest(ctx: HttpContext) {
  return !ctx.request.header('cookie') && (ctx.request.header('authorization')?.startsWith('Bearer ') ?? false)
}
