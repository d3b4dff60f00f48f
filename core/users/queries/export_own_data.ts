import User from '#core/users/models/user'
import AccessGrant from '#core/access/models/access_grant'
import AuditLog from '#kernel/audit/audit_log'
import { transformOwnProfile } from '#core/users/transformers/user_transformer'
import { transformToken } from '#core/users/transformers/token_transformer'

/** Everything we keep about a user, for GET /rest/self/data (right of access). */
export async function exportOwnData(user: User) {
  const grants = await AccessGrant.query().where('user_id', user.id).orderBy('id')
  const tokens = await User.accessTokens.all(user)
  const activity = await AuditLog.query()
    .where('actor_id', user.id)
    .orderBy('created_at', 'desc')
    .limit(5000)
  return {
    exported_at: new Date().toISOString(),
    profile: { ...transformOwnProfile(user), last_login_at: user.lastLoginAt?.toISO() ?? null },
    access: grants.map((g) => ({
      type: g.subjectType,
      id: g.subjectId,
      permissions: g.permissions,
    })),
    access_tokens: tokens.map((token) => transformToken(token)),
    activity: activity.map((entry) => ({
      action: entry.action,
      object_type: entry.objectType,
      object_id: entry.objectId,
      ip: entry.ip,
      at: entry.createdAt.toISO(),
    })),
  }
}
