import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { AppException } from '#kernel/exceptions/app_exception'
import { enforceRateLimit } from '#kernel/http/contract/rate_limit'
import { sendPortalMessage } from '#core/portal/public/portal_page_context'

/** The guest portal's per-IP limit on its HTML pages: over it, the guest gets a page in their language, not JSON. */
export function pageRateLimit() {
  const count = enforceRateLimit('guestPortal')
  return async function guestPortalPageLimit(ctx: HttpContext, next: NextFn) {
    try {
      await count(ctx, async () => {})
    } catch (error) {
      if (!(error instanceof AppException) || error.status !== 429) throw error
      const seconds = Number(error.data?.seconds ?? 60)
      ctx.response.header('retry-after', String(seconds))
      return sendPortalMessage(ctx, null, { kind: 'too_many', seconds }, 429)
    }
    return next()
  }
}
