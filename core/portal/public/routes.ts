import router from '@adonisjs/core/services/router'
import { apiRoutes } from '#kernel/http/contract/api_routes'
import { anyone, holds } from '#kernel/http/contract/route_access'
import { created, json } from '#kernel/http/contract/schemas'
import { authorizeValidator, returningGuestValidator } from '#core/portal/sign_in/validators/sign_in_validator'
import { publicPortalSchema, signInResultSchema, signInStatusSchema, tryAsGuestSchema } from '#core/portal/public/public_portal_schemas'
import { pageRateLimit } from '#core/portal/public/page_rate_limit'
import { SOCIAL_PROVIDERS } from '#core/auth/social/social_providers'

/**
 * The router calls a lazy controller's import on every request; under the TypeScript loader (`npm start`) each call
 * resolves the module again through the loader's hooks thread, 3 % of a web process's CPU at a venue's sign-in rate
 * (docs/benchmarks.md "Guest portal"). Imported once, these hot public routes skip that.
 */
const once = <T>(load: () => Promise<T>) => {
  let loaded: Promise<T> | undefined
  return () => (loaded ??= load())
}
const Public = once(() => import('#core/portal/public/controllers/public_portal_controller'))
const Pages = once(() => import('#core/portal/public/controllers/guest_portal_pages_controller'))
const StatusPages = once(() => import('#core/portal/public/controllers/sign_in_status_pages_controller'))
const TryAsGuest = () => import('#core/portal/public/controllers/try_as_guest_controller')
const Social = () => import('#core/portal/public/social/guest_social_controller')

const publicApi = apiRoutes('Public')
const portalApi = apiRoutes('Portal')
const SIGN_IN_ERRORS = ['E_INVALID_PUBLIC_ID', 'E_PORTAL_NOT_AVAILABLE', 'E_PORTAL_OFFLINE', 'E_PORTAL_WRONG_PASSWORD', 'E_EMAIL_NOT_VALIDATED', 'E_VOUCHER_INVALID', 'E_GUEST_BLOCKED', 'E_TOO_MANY_REQUESTS']

/**
 * The guest portal's public API (spec §7 Public) and the "Try as a guest" link. Every public route is in the
 * `guestPortal` rate-limit class (per IP, and per device MAC where the request names one).
 */
export function guestPortalRoutes() {
  const byPublicId = { access: anyone, limit: 'guestPortal' as const, textParams: ['id'] }
  publicApi.get('/public/portal/:id', [Public, 'show'], { ...byPublicId, summary: "A guest portal's published design and state, by its public id (no secrets, never the draft)", response: json(publicPortalSchema), errors: ['E_INVALID_PUBLIC_ID', 'E_PORTAL_NOT_AVAILABLE'] })
  publicApi.post('/public/portal/:id/authorize', [Public, 'authorize'], {
    ...byPublicId,
    idempotent: true,
    summary: 'Sign a guest in: the form the portal asks (or `voucher` instead), checked against the published settings; the guest is stored and the device (`mac`, from the controller\'s redirect) let through on the venue\'s controller. `status` pending: the controller is being reached, a job keeps trying (poll `GET /public/portalclient/{token}`)',
    body: authorizeValidator,
    response: created(signInResultSchema),
    errors: SIGN_IN_ERRORS,
  })
  publicApi.post('/public/portalclient', [Public, 'returning'], {
    access: anyone,
    idempotent: true,
    limit: 'guestPortal',
    summary: 'A returning guest signs in with their e-mail address only (`portal`: the public id), or with nothing but the portal\'s signed returning-guest cookie (set by every sign-in: HttpOnly, a random key, never personal data); an address the portal does not know is E_GUEST_EMAIL_NOT_FOUND',
    body: returningGuestValidator,
    response: created(signInResultSchema),
    errors: [...SIGN_IN_ERRORS, 'E_GUEST_EMAIL_NOT_FOUND'],
  })
  publicApi.get('/public/portalclient/:id', [Public, 'status'], { ...byPublicId, summary: "A sign-in's status by its token (what the \"connecting\" page polls); the landing URL once authorized", response: json(signInStatusSchema) })

  portalApi.get('/locations/:id/portal/try', [TryAsGuest, 'show'], {
    access: holds('portal_read', 'location'),
    summary: 'The "Try as a guest" link: on a demo venue the simulated device\'s redirect to the portal (the real flow), elsewhere the sample page',
    response: json(tryAsGuestSchema),
    errors: ['E_PORTAL_NOT_PUBLISHED'],
  })
}

/** The public portal pages outside /rest (spec §2): declared before the web app's fallback so that they win. */
export function guestPortalPageRoutes() {
  const limited = pageRateLimit()
  router.get('/guest/s/:site', [Pages, 'siteEntry']).use(limited)
  router.get('/guest', [Pages, 'queryEntry']).use(limited)
  router.get('/peplink', [Pages, 'browserEntry']).use(limited)
  router.get('/peplinkportaltest', [Pages, 'sample']).use(limited)
  router.post('/guest/connect', [Pages, 'connect']).use(pageRateLimit({ prefetchStamp: true }))
  router.get('/guest/connecting/:token', [StatusPages, 'show']).use(limited)
  router.post('/guest/connecting/:token', [StatusPages, 'retry']).use(limited)
  router.post('/guest/social', [Social, 'start']).use(limited)
  router.get('/guest/social/:provider/callback', [Social, 'callback']).where('provider', new RegExp(`^(${SOCIAL_PROVIDERS.join('|')})$`)).use(limited)
}
