import app from '@adonisjs/core/services/app'
import encryption from '@adonisjs/core/services/encryption'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import type { ShieldConfig } from '@adonisjs/shield/types'
import { isStatelessRequest } from '#kernel/http/stateless_request'
import { cspFactory, csrfFactory, frameGuardFactory, hstsFactory, noSniffFactory } from '@adonisjs/shield/guards'

type Guard = (ctx: HttpContext) => unknown

/**
 * @adonisjs/shield's middleware, except that a stateless request (a Bearer
 * token and no cookie at all) skips the CSRF guard. CSRF only matters when a
 * browser attaches credentials by itself, i.e. cookies; without this, every
 * token request created a CSRF secret, stored a fresh session in Redis and
 * encrypted an XSRF-TOKEN cookie nobody reads (docs/benchmarks.md). The
 * security headers (CSP, X-Frame-Options, HSTS, nosniff) apply to all.
 */
export default class ShieldMiddleware {
  static #guards: { csrf: Guard; headers: Guard[] } | undefined

  static #build() {
    const config = app.config.get<ShieldConfig>('shield', {} as ShieldConfig)
    return {
      csrf: csrfFactory(config.csrf || {}, encryption.use()) as Guard,
      headers: [cspFactory(config.csp || {}), frameGuardFactory(config.xFrame || {}), hstsFactory(config.hsts || {}), noSniffFactory(config.contentTypeSniffing || {})] as Guard[],
    }
  }

  async handle(ctx: HttpContext, next: NextFn) {
    const guards = (ShieldMiddleware.#guards ??= ShieldMiddleware.#build())
    if (!isStatelessRequest(ctx)) await guards.csrf(ctx)
    for (const guard of guards.headers) await guard(ctx)
    return next()
  }
}
