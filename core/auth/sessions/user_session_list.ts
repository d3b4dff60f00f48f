import app from '@adonisjs/core/services/app'
import { SessionCollection } from '@adonisjs/session'
import type { Session } from '@adonisjs/session'
import { DateTime } from 'luxon'
import { AppException } from '#kernel/exceptions/app_exception'
import { recordAudit } from '#kernel/audit/audit'
import { describeUserAgent } from '#core/auth/sessions/user_agent'
import {
  SESSION_INFO_KEY,
  currentHandle,
  sessionHandle,
  type SessionInfo,
} from '#core/auth/sessions/session_info'

/**
 * A user's browser sessions, read from the session store itself (Redis or the database in production, memory in
 * tests), which tags every signed-in session with its user: a session that expired, signed out or was ended is
 * simply not there, on any web process.
 */
async function taggedSessions(userId: number) {
  const collection = await app.container.make(SessionCollection)
  if (!collection.supportsTagging()) throw new AppException(501, 'E_SESSIONS_NOT_SUPPORTED')
  return { collection, sessions: await collection.tagged(String(userId)) }
}

export async function listUserSessions(userId: number, current?: Session) {
  const { sessions } = await taggedSessions(userId)
  const mine = current ? currentHandle(current) : null
  return sessions
    .map(({ id, data }) => {
      const info = data[SESSION_INFO_KEY] as SessionInfo | undefined
      const handle = sessionHandle(id)
      return {
        id: handle,
        current: handle === mine,
        ip: info?.ip ?? null,
        ...describeUserAgent(info?.user_agent),
        signed_in_at: info ? DateTime.fromMillis(info.signed_in_at).toISO() : null,
        last_seen_at: info ? DateTime.fromMillis(info.seen_at).toISO() : null,
      }
    })
    .sort(
      (a, b) =>
        Number(b.current) - Number(a.current) ||
        String(b.last_seen_at).localeCompare(String(a.last_seen_at))
    )
}

/** Ends one of the user's sessions by its listed id; another user's (or an unknown) id is a 404. */
export async function endUserSession(userId: number, handle: string) {
  const { collection, sessions } = await taggedSessions(userId)
  const target = sessions.find((session) => sessionHandle(session.id) === handle)
  if (!target) throw AppException.notFound()
  await collection.destroy(target.id)
  await recordAudit({ action: 'auth.session_ended', objectType: 'user', objectId: userId })
}

/** Ends every session of a user (an admin acting on a lost laptop or a leaving employee). */
export async function endAllUserSessions(userId: number) {
  const { collection, sessions } = await taggedSessions(userId)
  await Promise.all(sessions.map((session) => collection.destroy(session.id)))
  await recordAudit({
    action: 'auth.sessions_ended_by_admin',
    objectType: 'user',
    objectId: userId,
    newValues: { sessions: sessions.length },
  })
  return sessions.length
}
