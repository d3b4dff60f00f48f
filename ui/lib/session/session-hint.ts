import { readCookie, writeCookie } from '@/lib/cookies'

/**
 * The session cookie is HttpOnly, so the page cannot see whether it has one. This readable companion says "this
 * browser was signed in": without it, the first screen knows the visitor is signed out without asking GET /self
 * (whose 401 every login page load would otherwise log). It only says when asking is worth it; the server decides.
 */
const SESSION_HINT = 'airdeck_signed_in'
/** Longer than any session lives, so the hint never vanishes while its session is still valid. */
const HINT_DAYS = 30

export const mayHaveSession = () => readCookie(SESSION_HINT) === '1'

/** Written at every sign-in and page load with a session, so it keeps outliving the session. */
export function rememberSession() {
  writeCookie(SESSION_HINT, '1', HINT_DAYS)
}

export function forgetSession() {
  if (mayHaveSession()) writeCookie(SESSION_HINT, '', -1)
}
