import type { HttpContext } from '@adonisjs/core/http'
import User from '#core/users/models/user'
import { AppException } from '#kernel/exceptions/app_exception'
import { recordAudit } from '#kernel/audit/audit'
import { tagSession } from '#core/auth/services/user_sessions'
import { customerBlockingSupportOf } from '#core/impersonation/queries/support_access'
import { impersonatorIdOf, rememberImpersonation } from '#core/impersonation/impersonation_session'
import { invalidateAccess } from '#core/access/services/access_stamps'

/**
 * An admin signs in as another user in this browser session (spec §6), after confirming the password (the
 * route's 423). Refused for admins (an admin never borrows another admin's rights), for oneself, and for users
 * who reach a customer that blocked support access (by any grant or role). The session stays tagged with the
 * admin, so ending the admin's sessions ends it too; both identities are on every audit entry until the admin stops.
 */
export async function startImpersonation(ctx: HttpContext, userId: number) {
  const admin = ctx.auth.getUserOrFail()
  if (impersonatorIdOf(ctx) !== null) throw new AppException(409, 'E_ALREADY_IMPERSONATING')
  if (!admin.isAdmin) throw new AppException(403, 'E_IMPERSONATION_ADMIN_ONLY')
  const target = await User.find(userId)
  if (!target) throw AppException.notFound()
  if (target.id === admin.id) throw new AppException(409, 'E_IMPERSONATE_SELF')
  if (target.isAdmin) throw new AppException(403, 'E_IMPERSONATE_ADMIN')
  const blocking = await customerBlockingSupportOf(target)
  if (blocking)
    throw new AppException(403, 'E_SUPPORT_ACCESS_BLOCKED', { data: { customer: blocking.name } })

  await ctx.auth.use('web').login(target)
  await tagSession(ctx.session, admin.id)
  rememberImpersonation(ctx.session, admin.id, target.id)
  await invalidateAccess([admin.id, target.id])
  await recordAudit({
    action: 'impersonation.started',
    actorId: admin.id,
    actorEmail: admin.email,
    impersonatorId: admin.id,
    objectType: 'user',
    objectId: target.id,
  })
  return { admin, target }
}
