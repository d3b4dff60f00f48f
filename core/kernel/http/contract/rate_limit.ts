import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import app from '@adonisjs/core/services/app'
import { incrementRouteCounter } from '#kernel/http/contract/route_counter'
import type { RateLimitClass, RateLimitRule } from '#config/rate_limits'
import { AppException } from '#kernel/exceptions/app_exception'
import { countLocallyFirst } from '#kernel/http/contract/local_first_counter'

export type { RateLimitClass }
const WINDOW_SECONDS = 60

/** The class of a route when its declaration names none. */
export function defaultLimitClass(method: string, anonymous: boolean): RateLimitClass {
  if (anonymous) return method === 'GET' ? 'public' : 'guessable'
  return method === 'GET' ? 'reads' : 'writes'
}

export function limitRule(limitClass: RateLimitClass): RateLimitRule {
  return app.config.get<Record<RateLimitClass, RateLimitRule>>('rate_limits.classes')[limitClass]
}

/**
 * Counts the request against its class, per signed-in caller and per IP, after the access rule (so the caller is
 * known). Every answer says where the caller stands (RateLimit-* headers of the IETF draft); over the limit is a 429
 * with Retry-After.
 */
export function enforceRateLimit(limitClass: RateLimitClass) {
  return async function rateLimitMiddleware(ctx: HttpContext, next: NextFn) {
    const rule = limitRule(limitClass)
    if (rule.refusedOnly) return countRefused(ctx, next, limitClass, rule)
    const counters: Array<{ key: string; requests: number; localFirst?: boolean }> = [
      {
        key: `${limitClass}:ip:${ctx.request.ip()}`,
        requests: rule.perIp,
        localFirst: rule.localFirst,
      },
    ]
    const user = ctx.auth.user
    if (user && rule.perUser !== null)
      counters.unshift({
        key: `${limitClass}:user:${user.id}`,
        requests: rule.perUser,
        localFirst: rule.localFirst,
      })

    let tightest: { limit: number; remaining: number; reset: number } | undefined
    for (const counter of counters) {
      const key = `route:${counter.key}`
      const state = counter.localFirst
        ? await countLocallyFirst(key, counter.requests, WINDOW_SECONDS)
        : await incrementRouteCounter(counter.requests, WINDOW_SECONDS, key)
      const remaining = counter.requests - state.consumed
      if (!tightest || remaining < tightest.remaining)
        tightest = { limit: counter.requests, remaining, reset: Math.max(1, state.availableIn) }
    }
    const { limit, remaining, reset } = tightest!
    ctx.response.header('RateLimit-Policy', `${limit};w=${WINDOW_SECONDS}`)
    ctx.response.header('RateLimit-Limit', String(limit))
    ctx.response.header('RateLimit-Remaining', String(Math.max(0, remaining)))
    ctx.response.header('RateLimit-Reset', String(reset))
    if (remaining < 0) throw AppException.tooManyRequests('E_TOO_MANY_REQUESTS', reset)
    return next()
  }
}

/**
 * A class that counts only refused requests (a 4xx of ours, e.g. a bad webhook signature), per IP. An IP over its
 * count is held off with 429 and Retry-After for the rest of the window, good requests included (the sender retries
 * later); that hold is remembered in this process, so accepted requests never wait for the counter store.
 */
async function countRefused(
  ctx: HttpContext,
  next: NextFn,
  limitClass: RateLimitClass,
  rule: RateLimitRule
) {
  const key = `route:${limitClass}:refused:ip:${ctx.request.ip()}`
  const heldUntil = heldOff.get(key)
  if (heldUntil !== undefined && heldUntil > Date.now())
    throw AppException.tooManyRequests(
      'E_TOO_MANY_REQUESTS',
      Math.ceil((heldUntil - Date.now()) / 1000)
    )
  // The route's own error has already become its answer when next() returns (the exception handler runs inside).
  await next()
  const status = ctx.response.getStatus()
  if (status < 400 || status >= 500 || status === 429) return
  const state = await incrementRouteCounter(rule.perIp, WINDOW_SECONDS, key)
  if (state.consumed > rule.perIp) holdOff(key, Math.max(1, state.availableIn))
}

/** IPs held off by countRefused, until when (ms); bounded, so a flood from many addresses cannot grow it without end. */
const heldOff = new Map<string, number>()
const MAX_HELD_OFF = 10_000

function holdOff(key: string, seconds: number) {
  const now = Date.now()
  if (heldOff.size >= MAX_HELD_OFF)
    for (const [held, until] of heldOff)
      if (until <= now || heldOff.size >= MAX_HELD_OFF) heldOff.delete(held)
  heldOff.set(key, now + seconds * 1000)
}

/** Forgets every hold (tests clear the counter store between cases; this is its in-process part). */
export function clearRefusedHolds() {
  heldOff.clear()
}

/**
 * Counts a request against a key of its own within the class (`perKey` of config/rate_limits.ts), beside the route's
 * per-IP count: on the guest portal many devices share the venue's IP, so each device is also held to its MAC's limit.
 * Over the limit is the same 429 with Retry-After.
 */
export async function enforceKeyedLimit(limitClass: RateLimitClass, key: string) {
  const requests = limitRule(limitClass).perKey
  if (!requests) return
  const state = await incrementRouteCounter(
    requests,
    WINDOW_SECONDS,
    `route:${limitClass}:key:${key}`
  )
  if (state.consumed > requests)
    throw AppException.tooManyRequests('E_TOO_MANY_REQUESTS', Math.max(1, state.availableIn))
}
