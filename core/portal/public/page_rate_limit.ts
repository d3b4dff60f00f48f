import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { AppException } from '#kernel/exceptions/app_exception'
import { enforceRateLimit } from '#kernel/http/contract/rate_limit'
import { sendPortalMessage } from '#core/portal/public/portal_page_context'
import { prefetchPortalStamp } from '#core/portal/public/cache/sign_in_portal_cache'

/**
 * The guest portal's per-IP limit on its HTML pages: over it, the guest gets a page in their language, not JSON.
 * `prefetchStamp` (the sign-in form's post): the portal stamp is read beside the count, in the same Redis round trip.
 */
export function pageRateLimit(options: { prefetchStamp?: boolean } = {}) {
  const count = enforceRateLimit('guestPortal')
  return async function guestPortalPageLimit(ctx: HttpContext, next: NextFn) {
    if (options.prefetchStamp) prefetchPortalStamp(ctx)
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
