import app from '@adonisjs/core/services/app'
import encryption from '@adonisjs/core/services/encryption'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import type { ShieldConfig } from '@adonisjs/shield/types'
import {
  isAnonymousPublicRead,
  isGuestPortalPost,
  isHealthProbe,
  isSignedInboundWebhook,
  isStatelessRequest,
} from '#kernel/http/stateless_request'
import { csrfFactory } from '@adonisjs/shield/guards'
import { AppException } from '#kernel/exceptions/app_exception'
import { accessRuleOf } from '#kernel/http/contract/api_routes'
import { withHeldXsrfCookie } from '#kernel/http/unchanged_session'

type Guard = (ctx: HttpContext) => unknown

/**
 * @adonisjs/shield's middleware, except that a stateless request (a Bearer
 * token and no cookie at all) skips the CSRF guard. CSRF only matters when a
 * browser attaches credentials by itself, i.e. cookies; without this, every
 * token request created a CSRF secret, stored a fresh session in Redis and
 * encrypted an XSRF-TOKEN cookie nobody reads (docs/benchmarks.md). A request with no credentials at all (no cookie,
 * no Authorization) to a route that needs a sign-in skips it as well: there is nothing to forge, and the access rule
 * answers 401 as the API document says (not 419). A guest's
 * posts on the portal skip it too: they act for nobody (isGuestPortalPost), and so
 * do signed provider webhooks (isSignedInboundWebhook). The
 * security headers come from security_headers_middleware, on every answer.
 */
export default class ShieldMiddleware {
  static #csrf: Guard | undefined

  async handle(ctx: HttpContext, next: NextFn) {
    const config = app.config.get<ShieldConfig>('shield', {} as ShieldConfig)
    const csrf = (ShieldMiddleware.#csrf ??= csrfFactory(
      config.csrf || {},
      encryption.use()
    ) as Guard)
    const exempt =
      isStatelessRequest(ctx) ||
      isAnonymousPublicRead(ctx) ||
      isHealthProbe(ctx) ||
      isGuestPortalPost(ctx) ||
      isSignedInboundWebhook(ctx) ||
      isCredentiallessSignedInRoute(ctx)
    if (!exempt) await guarded(csrf, ctx)
    return next()
  }
}

/**
 * The guard URL-decodes X-XSRF-TOKEN: a broken escape (`%`) is an invalid token (419), not a URIError (500).
 * Over plain http with Secure cookies (production behind no TLS) the browser never sends the session back, so every
 * write fails here: that is not an expired session but a missing HTTPS, and the sign-in page says so.
 */
async function guarded(csrf: Guard, ctx: HttpContext) {
  try {
    // Its XSRF-TOKEN cookie is set once the route has run, unless the session is left unchanged (unchanged_session.ts).
    await withHeldXsrfCookie(ctx, async () => csrf(ctx))
  } catch (error) {
    if (cookiesNeedHttps(ctx)) throw new AppException(403, 'E_HTTPS_REQUIRED')
    if (error instanceof URIError) throw new AppException(419, 'E_BAD_CSRF_TOKEN')
    throw error
  }
}

/** Secure cookies (config/app.ts, the same rule as the session cookie) on a request that did not come over https. */
function cookiesNeedHttps(ctx: HttpContext) {
  return (
    app.config.get<boolean>('app.http.cookie.secure', false) && ctx.request.protocol() !== 'https'
  )
}

function isCredentiallessSignedInRoute(ctx: HttpContext) {
  if (ctx.request.header('cookie') || ctx.request.header('authorization')) return false
  const rule = accessRuleOf(ctx.request.method(), ctx.route?.pattern)
  return rule !== undefined && rule.kind !== 'anyone'
}
