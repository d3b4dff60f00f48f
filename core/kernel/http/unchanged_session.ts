import type { HttpContext } from '@adonisjs/core/http'
import type { Session } from '@adonisjs/session'
import Tokens from 'csrf'
import { SEEN_RESOLUTION_MS, SESSION_INFO_KEY } from '#core/auth/sessions/session_info'
import type { SessionInfo } from '#core/auth/sessions/session_info'

/**
 * A signed-in browser's requests mostly change nothing in its session, yet @adonisjs/session signs and re-sends the
 * session cookie and renews the store's expiry (a Redis EXPIRE, or an UPDATE with the database store) on every
 * answer, and shield encrypts a fresh XSRF-TOKEN cookie each time: a quarter of a cookie request's CPU and one round
 * trip (docs/benchmarks.md). Both cookies are re-sent, and the store renewed, whenever the session is written, and a
 * signed-in session is written at least once a minute while it is used (its "last seen", session_info.ts). So a
 * request that leaves such a session unchanged, whose last write is under a minute old, and that carries the XSRF
 * cookie this session's secret accepts, can skip all three: the cookies' and the store's lifetimes are then renewed
 * at most a minute late, against twelve hours (session) and two hours (XSRF).
 */
interface RequestState {
  idAtStart: string | null
  xsrf: (() => void) | null
  forceCookies: boolean
}

const states = new WeakMap<HttpContext, RequestState>()

/** Called by the session middleware once the session is loaded from the request's cookie. */
export function trackSession(ctx: HttpContext) {
  states.set(ctx, {
    idAtStart: ctx.session.fresh ? null : ctx.session.sessionId,
    xsrf: null,
    forceCookies: false,
  })
}

/** The route wants both cookies sent whatever happens (the web app asking for a new XSRF token). */
export function sendSessionCookies(ctx: HttpContext) {
  const state = states.get(ctx)
  if (state) state.forceCookies = true
}

/**
 * Runs the CSRF guard with its XSRF-TOKEN cookie held back: the session middleware decides once the route has run
 * (settleSession). Requests whose session is not tracked set it at once, as before.
 */
export async function withHeldXsrfCookie<T>(ctx: HttpContext, guard: () => Promise<T>) {
  const state = states.get(ctx)
  if (!state) return guard()
  const response = ctx.response
  const original = response.encryptedCookie
  response.encryptedCookie = function (this: typeof response, ...args) {
    if (args[0] !== XSRF_COOKIE) return original.apply(this, args)
    state.xsrf = () => original.apply(response, args)
    return this
  }
  try {
    return await guard()
  } finally {
    response.encryptedCookie = original
  }
}

/**
 * Whether the session can be left as it is (no commit, no cookie); when not, the held XSRF cookie is set here and
 * the caller commits the session as usual.
 */
export function settleSession(ctx: HttpContext): 'unchanged' | 'commit' {
  const state = states.get(ctx)
  if (state && !state.forceCookies && isUnchanged(ctx.session, state) && carriesValidXsrf(ctx)) {
    return 'unchanged'
  }
  state?.xsrf?.()
  return 'commit'
}

function isUnchanged(session: Session, state: RequestState) {
  if (state.idAtStart === null || session.sessionId !== state.idAtStart) return false
  if (session.readonly || session.isEmpty || session.hasBeenModified) return false
  if (!session.responseFlashMessages.isEmpty) return false
  const info = session.get(SESSION_INFO_KEY) as SessionInfo | undefined
  return info !== undefined && Date.now() - info.seen_at < SEEN_RESOLUTION_MS
}

const XSRF_COOKIE = 'XSRF-TOKEN'
const CSRF_SECRET_KEY = 'csrf-secret'

/**
 * XSRF-TOKEN cookies (as the browser sends them) already found to hold a token of a given CSRF secret. Decrypting
 * costs what encrypting does, so each cookie is decrypted once per process; the secret is compared on every request.
 */
const validXsrf = new Map<string, string>()
const MAX_REMEMBERED = 20_000
const csrfTokens = new Tokens()

function carriesValidXsrf(ctx: HttpContext) {
  const secret = ctx.session.get(CSRF_SECRET_KEY) as string | undefined
  const cookie = ctx.request.cookiesList()[XSRF_COOKIE]
  if (!secret || typeof cookie !== 'string' || !cookie) return false
  const known = validXsrf.get(cookie)
  if (known !== undefined) return known === secret
  const token = ctx.request.encryptedCookie(XSRF_COOKIE)
  if (typeof token !== 'string' || !csrfTokens.verify(secret, token)) return false
  if (validXsrf.size >= MAX_REMEMBERED) validXsrf.delete(validXsrf.keys().next().value!)
  validXsrf.set(cookie, secret)
  return true
}
