import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import User from '#core/users/models/user'
import { IMPERSONATOR_SESSION_KEY, recordAudit } from '#kernel/audit/audit'
import { impersonatorIdOf } from '#core/impersonation/impersonation_session'

const READS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * While an admin is signed in as someone else, every change requested through the API is audited with both
 * identities (the actor and `impersonator_id`), beside the entries the actions write themselves. An impersonator
 * who is no longer an admin loses the borrowed session at once.
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
    await next()
    const method = ctx.request.method()
    const pattern = ctx.route?.pattern ?? ''
    if (READS.has(method) || !pattern.startsWith('/rest/') || pattern === '/rest/impersonate' || impersonatorIdOf(ctx) !== adminId) return
    const status = ctx.response.getStatus()
    await recordAudit({ action: 'impersonation.request', impersonatorId: adminId, objectType: 'request', objectId: ctx.request.id() ?? undefined, newValues: { method, route: pattern, url: ctx.request.url(), status } })
  }
}
