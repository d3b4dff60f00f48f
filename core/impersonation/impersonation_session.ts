import type { HttpContext } from '@adonisjs/core/http'
import type { Session } from '@adonisjs/session'
import { IMPERSONATED_SESSION_KEY, IMPERSONATOR_SESSION_KEY } from '#kernel/audit/audit'

export function rememberImpersonation(session: Session, adminId: number, userId: number) {
  session.put(IMPERSONATOR_SESSION_KEY, adminId)
  session.put(IMPERSONATED_SESSION_KEY, userId)
}

export function forgetImpersonation(session: Session) {
  session.forget(IMPERSONATOR_SESSION_KEY)
  session.forget(IMPERSONATED_SESSION_KEY)
}

/**
 * The admin behind the signed-in user of this request, or null when nobody is impersonating. The impersonation
 * holds only while the impersonated user is the session's user (a sign-in in between ends it).
 */
export function impersonatorIdOf(ctx: HttpContext): number | null {
  if (!ctx.session || ctx.auth?.authenticatedViaGuard !== 'web') return null
  const adminId = ctx.session.get(IMPERSONATOR_SESSION_KEY)
  const userId = ctx.session.get(IMPERSONATED_SESSION_KEY)
  return typeof adminId === 'number' && userId === ctx.auth.user?.id ? adminId : null
}
