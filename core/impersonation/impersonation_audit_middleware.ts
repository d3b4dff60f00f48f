import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import User from '#core/users/models/user'
import {
  IMPERSONATED_SESSION_KEY,
  IMPERSONATOR_SESSION_KEY,
  recordAudit,
} from '#kernel/audit/audit'
import { AppException } from '#kernel/exceptions/app_exception'
import { impersonatorIdOf } from '#core/impersonation/impersonation_session'
import { customerBlockingSupportOf } from '#core/impersonation/queries/support_access'
import { endImpersonation } from '#core/impersonation/actions/stop_impersonation'

const READS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * While an admin is signed in as someone else, every change requested through the API is audited with both
 * identities (the actor and `impersonator_id`), beside the entries the actions write themselves. An impersonator
 * who is no longer an admin loses the borrowed session at once. So does one whose user now reaches a customer that
 * blocked support access (turned on, or access gained, since the start): the admin is signed back in and this
 * request answers 403 E_SUPPORT_ACCESS_BLOCKED naming the customer.
 */
export default class ImpersonationAuditMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const adminId = ctx.session?.get(IMPERSONATOR_SESSION_KEY)
    if (typeof adminId !== 'number') return next()
    const admin = await User.find(adminId)
    if (!admin?.isAdmin) {
      ctx.session.clear()
      return next()
    }
    const method = ctx.request.method()
    const pattern = ctx.route?.pattern ?? ''
    // Stopping needs no reason: DELETE /rest/impersonate signs the admin back in either way.
    if (!(method === 'DELETE' && pattern === '/rest/impersonate'))
      await this.endWhenBlocked(ctx, adminId)
    await next()
    if (
      READS.has(method) ||
      !pattern.startsWith('/rest/') ||
      pattern === '/rest/impersonate' ||
      impersonatorIdOf(ctx) !== adminId
    )
      return
    const status = ctx.response.getStatus()
    await recordAudit({
      action: 'impersonation.request',
      impersonatorId: adminId,
      objectType: 'request',
      objectId: ctx.request.id() ?? undefined,
      newValues: { method, route: pattern, url: ctx.request.url(), status },
    })
  }

  private async endWhenBlocked(ctx: HttpContext, adminId: number) {
    const userId = ctx.session.get(IMPERSONATED_SESSION_KEY)
    const user = typeof userId === 'number' ? await User.find(userId) : null
    const blocking = user ? await customerBlockingSupportOf(user) : null
    if (!blocking) return
    await endImpersonation(ctx, adminId, userId, {
      reason: 'support_access_blocked',
      customer_id: blocking.id,
    })
    throw new AppException(403, 'E_SUPPORT_ACCESS_BLOCKED', { data: { customer: blocking.name } })
  }
}
