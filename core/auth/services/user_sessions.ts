import app from '@adonisjs/core/services/app'
import { SessionCollection, type Session } from '@adonisjs/session'

/**
 * Sessions are tagged with their user's id at sign-in so that a password
 * change or reset can end every other session of that user, on every web
 * process (the database and Redis stores keep the tags).
 */
export async function tagSession(session: Session, userId: number) {
  if (session.supportsTagging()) await session.tag(String(userId))
}

export async function endOtherSessions(userId: number, keepSessionId?: string) {
  const collection = await app.container.make(SessionCollection)
  if (!collection.supportsTagging()) return 0
  const sessions = await collection.tagged(String(userId))
  const others = sessions.filter((session) => session.id !== keepSessionId)
  await Promise.all(others.map((session) => collection.destroy(session.id)))
  return others.length
}
