import { defineConfig } from '@adonisjs/shield'
import type { HttpContext } from '@adonisjs/core/http'

/**
 * CSRF protects cookie sessions only: the SPA reads the XSRF-TOKEN cookie
 * and echoes it in X-XSRF-TOKEN. Requests that carry a Bearer token (CLI,
 * integrations) have no ambient credentials, so they are exempt.
 */
const shieldConfig = defineConfig({
  csp: {
    enabled: true,
    directives: {
      defaultSrc: [`'self'`],
      scriptSrc: [`'self'`],
      styleSrc: [`'self'`, `'unsafe-inline'`],
      imgSrc: [`'self'`, 'data:', 'blob:'],
      connectSrc: [`'self'`],
      fontSrc: [`'self'`, 'data:'],
      objectSrc: [`'none'`],
      frameAncestors: [`'none'`],
      baseUri: [`'self'`],
      formAction: [`'self'`],
    },
    reportOnly: false,
  },
  csrf: {
    enabled: true,
    exceptRoutes: (ctx: HttpContext) => isBearerRequest(ctx) || ctx.request.url().startsWith('/rest/auth/token'),
    enableXsrfCookie: true,
    methods: ['POST', 'PUT', 'PATCH', 'DELETE'],
  },
  xFrame: { enabled: true, action: 'DENY' },
  hsts: { enabled: true, maxAge: '180 days' },
  contentTypeSniffing: { enabled: true },
})

function isBearerRequest(ctx: HttpContext) {
  return ctx.request.header('authorization')?.startsWith('Bearer ') ?? false
}

export default shieldConfig
