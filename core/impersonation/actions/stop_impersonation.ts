import type { HttpContext } from '@adonisjs/core/http'
import User from '#core/users/models/user'
import { AppException } from '#kernel/exceptions/app_exception'
import { recordAudit } from '#kernel/audit/audit'
import { tagSession } from '#core/auth/services/user_sessions'
import { forgetImpersonation, impersonatorIdOf } from '#core/impersonation/impersonation_session'
import { invalidateAccess } from '#core/access/services/access_stamps'

/**
 * Back to the admin's own account. An admin who lost admin rights meanwhile is not signed back in: the session
 * ends instead, so the stop never hands out more than the account has now.
 */
export async function stopImpersonation(ctx: HttpContext) {
  const adminId = impersonatorIdOf(ctx)
  if (adminId === null) throw new AppException(409, 'E_NOT_IMPERSONATING')
  return endImpersonation(ctx, adminId, ctx.auth.getUserOrFail().id)
}

/** Ends the impersonation of `userId` by `adminId`, audited with why when the admin did not ask for it. */
export async function endImpersonation(
  ctx: HttpContext,
  adminId: number,
  userId: number,
  why?: Record<string, unknown>
) {
  const admin = await User.find(adminId)
  await recordAudit({
    action: 'impersonation.stopped',
    actorId: adminId,
    actorEmail: admin?.email ?? null,
    impersonatorId: adminId,
    objectType: 'user',
    objectId: userId,
    ...(why ? { newValues: why } : {}),
  })
  forgetImpersonation(ctx.session)
  await invalidateAccess([adminId, userId])
  if (!admin?.isAdmin) {
    await ctx.auth.use('web').logout()
    ctx.session.clear()
    return null
  }
  await ctx.auth.use('web').login(admin)
  await tagSession(ctx.session, admin.id)
  return admin
}
