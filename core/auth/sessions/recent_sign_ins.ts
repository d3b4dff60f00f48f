import AuditLog from '#kernel/audit/audit_log'
import type User from '#core/users/models/user'
import { describeUserAgent } from '#core/auth/sessions/user_agent'

const SIGN_IN_ACTIONS = [
  'auth.login_succeeded',
  'auth.login_failed',
  'auth.two_factor_failed',
  'auth.two_factor_succeeded',
]

/** The user's recent sign-in attempts from the audit log: successes, wrong passwords and wrong codes. */
export async function recentSignIns(user: User, limit = 20) {
  const rows = await AuditLog.query()
    .whereIn('action', SIGN_IN_ACTIONS)
    .where((query) => {
      query
        .where('actor_id', user.id)
        .orWhere((failed) => failed.whereNull('actor_id').where('actor_email', user.email))
    })
    .orderBy('id', 'desc')
    .limit(limit)
  return rows.map((row) => ({
    at: row.createdAt.toISO(),
    result: row.action.replace('auth.', ''),
    ip: row.ip,
    ...describeUserAgent(row.userAgent),
  }))
}
