import app from '@adonisjs/core/services/app'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import type { ShieldConfig } from '@adonisjs/shield/types'
import { cspFactory, frameGuardFactory, hstsFactory, noSniffFactory } from '@adonisjs/shield/guards'

type Guard = (ctx: HttpContext) => unknown

/**
 * The security headers of config/shield.ts (CSP with frame-ancestors, X-Frame-Options, HSTS, nosniff) on every
 * answer, as a server middleware: the web app's index.html and assets are served by the static layer before any
 * route matches, and must not be frameable by another site either. CSRF stays in the router's shield middleware.
 */
export default class SecurityHeadersMiddleware {
  static #guards: Guard[] | undefined

  async handle(ctx: HttpContext, next: NextFn) {
    const config = app.config.get<ShieldConfig>('shield', {} as ShieldConfig)
    const guards = (SecurityHeadersMiddleware.#guards ??= [
      cspFactory(config.csp || {}),
      frameGuardFactory(config.xFrame || {}),
      hstsFactory(config.hsts || {}),
      noSniffFactory(config.contentTypeSniffing || {}),
    ] as Guard[])
    for (const guard of guards) await guard(ctx)
    await next()
    keepCookiesOutOfSharedCaches(ctx)
  }
}

/**
 * An answer that sets a cookie (the session's, the XSRF token) must never be stored by a shared cache or CDN, which
 * would hand that cookie to the next visitor: a `public` cache policy becomes `private` (the browser may still keep
 * it). Public data read with a session cookie (the brand's init, a portal image seen by a signed-in admin) gets one.
 */
function keepCookiesOutOfSharedCaches({ response }: HttpContext) {
  const policy = response.getHeader('cache-control')
  if (typeof policy !== 'string' || !/\bpublic\b/i.test(policy)) return
  if (!response.getHeader('set-cookie')) return
  response.header('cache-control', policy.replace(/\bpublic\b/i, 'private'))
}
