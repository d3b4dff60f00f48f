import { defineConfig } from '@adonisjs/shield'
import type { HttpContext } from '@adonisjs/core/http'
import { isStatelessRequest } from '#kernel/http/stateless_request'

/**
 * CSRF protects cookie sessions: the SPA reads the XSRF-TOKEN cookie and
 * echoes it in X-XSRF-TOKEN. Only a request that carries a Bearer token and
 * no cookie at all (CLI, integrations) is exempt: it has no ambient
 * credentials, and the auth middleware never falls back to a session when a
 * Bearer header is present.
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
    exceptRoutes: (ctx: HttpContext) =>
      isStatelessRequest(ctx) || ctx.request.url().startsWith('/rest/auth/token'),
    enableXsrfCookie: true,
    methods: ['POST', 'PUT', 'PATCH', 'DELETE'],
  },
  xFrame: { enabled: true, action: 'DENY' },
  hsts: { enabled: true, maxAge: '180 days' },
  contentTypeSniffing: { enabled: true },
})

export default shieldConfig
