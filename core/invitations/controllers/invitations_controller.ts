import type { HttpContext } from '@adonisjs/core/http'
import { requestAccess } from '#core/access/services/request_access'
import { createInvitation } from '#core/invitations/actions/create_invitation'
import { createInvitationValidator } from '#core/invitations/validators/invitation_validators'

export default class InvitationsController {
  async store(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(createInvitationValidator)
    const invitation = await createInvitation(await requestAccess(ctx), input)
    return ctx.response.created({
      id: invitation.id,
      email: invitation.email,
      subject_type: invitation.subjectType,
      subject_id: invitation.subjectId,
      permissions: invitation.permissions,
      partner_id: invitation.partnerId,
      expires_at: invitation.expiresAt.toISO(),
    })
  }
}
