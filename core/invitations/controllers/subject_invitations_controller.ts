import type { HttpContext } from '@adonisjs/core/http'
import { requestAccess } from '#core/access/services/request_access'
import type { SubjectType } from '#core/access/permissions'
import { pendingInvitationsFor } from '#core/invitations/queries/pending_invitations'
import { presentInvitations } from '#core/invitations/controllers/invitations_controller'
import { routeId } from '#kernel/http/route_id'
import { AppException } from '#kernel/exceptions/app_exception'

/** GET /invites/{group|customer|location}/{id}: pending invitations to one object (needs users_read there). */
export default class SubjectInvitationsController {
  async index(ctx: HttpContext) {
    const type = ctx.params.type as SubjectType
    const id = routeId(ctx.params.id)
    const access = await requestAccess(ctx)
    const held = await access.permissionsOn(type, id)
    if (held.length === 0) throw AppException.notFound()
    if (!held.includes('users_read')) throw AppException.forbidden()
    return { data: await presentInvitations(await pendingInvitationsFor(access, type, id)) }
  }
}
