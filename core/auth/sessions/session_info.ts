import { createHash } from 'node:crypto'
import type { HttpContext } from '@adonisjs/core/http'
import type { Session } from '@adonisjs/session'

/** What a signed-in session keeps about itself (in the session store, so it lives and dies with the session). */
export interface SessionInfo {
  signed_in_at: number
  seen_at: number
  ip: string
  user_agent: string | null
}

export const SESSION_INFO_KEY = 'airdeck_session_info'
/** "Last seen" is kept to the minute, so most requests do not rewrite the session. */
export const SEEN_RESOLUTION_MS = 60_000

export function recordSessionInfo(ctx: HttpContext) {
  const now = Date.now()
  const info: SessionInfo = {
    signed_in_at: now,
    seen_at: now,
    ip: ctx.request.ip(),
    user_agent: ctx.request.header('user-agent')?.slice(0, 400) ?? null,
  }
  ctx.session.put(SESSION_INFO_KEY, info)
}

/**
 * The absolute lifetime of a signed-in session (NIST SP 800-63B-4 AAL2: re-authenticate at least every 24 hours);
 * the inactivity limit is the session store's own expiry (config/session.ts `age`).
 */
export const ABSOLUTE_LIFETIME_MS = 24 * 60 * 60 * 1000

export function touchSessionInfo(ctx: HttpContext) {
  const info = ctx.session.get(SESSION_INFO_KEY) as SessionInfo | undefined
  if (!info) return
  if (Date.now() - info.signed_in_at > ABSOLUTE_LIFETIME_MS) {
    ctx.session.clear()
    return
  }
  if (Date.now() - info.seen_at < SEEN_RESOLUTION_MS) return
  ctx.session.put(SESSION_INFO_KEY, { ...info, seen_at: Date.now(), ip: ctx.request.ip() })
}

/**
 * The id the API shows for a session. Never the session id itself, which is the cookie's secret: a hash of it,
 * so a listed session can be found again and ended but not taken over.
 */
export function sessionHandle(sessionId: string) {
  return createHash('sha256')
    .update(`airdeck-session:${sessionId}`)
    .digest('base64url')
    .slice(0, 22)
}

export function currentHandle(session: Session) {
  return sessionHandle(session.sessionId)
}
