import type { HttpContext } from '@adonisjs/core/http'

/** A request authenticated by a Bearer token alone: no cookie, hence nothing a forged cross-site request could ride on. */
export function isStatelessRequest(ctx: HttpContext) {
  return (
    !ctx.request.header('cookie') &&
    (ctx.request.header('authorization')?.startsWith('Bearer ') ?? false)
  )
}

/**
 * An anonymous visitor (no cookie at all) reading a public page or its data (the status page, `/rest/public/…`):
 * there is no session to load and nothing for CSRF to protect, so these reads skip both, like stateless ones.
 */
export function isAnonymousPublicRead(ctx: HttpContext) {
  const method = ctx.request.method()
  if ((method !== 'GET' && method !== 'HEAD') || ctx.request.header('cookie')) return false
  const url = ctx.request.url()
  return (
    url.startsWith('/rest/public/') ||
    // Health probes: a balancer's check must not depend on the session store (Redis) nor fill it.
    url.startsWith('/rest/health') ||
    // The published portal's images, loaded by guests' captive browsers before anyone signs in.
    url.startsWith('/portal-assets/') ||
    url === '/status' ||
    url.startsWith('/status/') ||
    GUEST_PORTAL_PAGES.test(url)
  )
}

/**
 * A load balancer's or orchestrator's health probe (`/health…`, `/rest/health…`): it never touches the session, even
 * when it carries a cookie, so probes every few seconds store nothing (a probe used to create a 12-hour session each).
 */
export function isHealthProbe(ctx: HttpContext) {
  const method = ctx.request.method()
  return (method === 'GET' || method === 'HEAD') && HEALTH_PATHS.test(ctx.request.url())
}

const HEALTH_PATHS = /^(\/rest)?\/health(\/[^/?]*)?\/?(\?.*)?$/

/** The guest portal's public pages (core/portal/public/routes.ts): the controllers' redirect targets and the sample. */
const GUEST_PORTAL_PAGES = /^\/(guest(\/.*)?|peplink|peplinkportaltest)$/
const GUEST_PORTAL_POSTS =
  /^\/(guest\/connect|guest\/social|guest\/connecting\/[^/]+|rest\/public\/portal\/[^/]+\/authorize|rest\/public\/portalclient)\/?$/

/**
 * A guest signing in on the portal (core/portal/public/routes.ts). It acts for nobody: a guest has no account or
 * session a forged request could ride on, and captive browsers may drop cookies between the redirect and the post;
 * so it needs no CSRF token (config/shield.ts) and, without a cookie, starts no session. Its protection is the per-IP
 * and per-device rate limits and the validation of every field.
 */
export function isGuestPortalPost(ctx: HttpContext) {
  return ctx.request.method() === 'POST' && GUEST_PORTAL_POSTS.test(ctx.request.url())
}

/**
 * A provider's signed webhook delivery (Stripe's `POST /rest/webhooks/stripe`): it carries no cookie and acts for
 * nobody; the signature of the raw body authenticates it (core/billing/webhooks). So it needs no CSRF token and starts
 * no session.
 */
export function isSignedInboundWebhook(ctx: HttpContext) {
  return ctx.request.method() === 'POST' && SIGNED_INBOUND_WEBHOOKS.test(ctx.request.url())
}

const SIGNED_INBOUND_WEBHOOKS = /^\/rest\/webhooks\/stripe\/?$/

/** A POST path the CSRF guard never checks (the portal posts, signed webhooks, and `/rest/auth/token` of config/shield.ts): the API document declares no 419 there. */
export function isCsrfExemptPost(path: string) {
  return (
    GUEST_PORTAL_POSTS.test(path) ||
    SIGNED_INBOUND_WEBHOOKS.test(path) ||
    path.startsWith('/rest/auth/token')
  )
}
