import type { Session } from '@adonisjs/session'

const SESSION_KEY = 'password_confirmed_at'
export const CONFIRMATION_WINDOW_MS = 15 * 60 * 1000

export function markPasswordConfirmed(session: Session) {
  session.put(SESSION_KEY, Date.now())
}

export function hasRecentlyConfirmedPassword(session: Session) {
  const confirmedAt = Number(session.get(SESSION_KEY, 0))
  return confirmedAt > 0 && Date.now() - confirmedAt < CONFIRMATION_WINDOW_MS
}
