import type { HttpContext } from '@adonisjs/core/http'
import { registerValidator, inviteTokenValidator } from '#core/auth/validators/auth_validators'
import { registerUser } from '#core/auth/actions/register_user'
import { tagSession } from '#core/auth/services/user_sessions'
import { getSelfRecord } from '#core/users/queries/get_self_record'
import { findUsableInvitation } from '#core/invitations/queries/find_usable_invitation'
import { describeInvitation } from '#core/invitations/queries/describe_invitation'
import { consumeShowInviteAllowance } from '#core/invitations/services/invitation_limits'
import { AppException } from '#kernel/exceptions/app_exception'

export default class RegistrationController {
  async register({ request, auth, session, response }: HttpContext) {
    const input = await request.validateUsing(registerValidator)
    const user = await registerUser(input)
    await auth.use('web').login(user)
    await tagSession(session, user.id)
    return response.created(await getSelfRecord(user))
  }

  /** What an invitation link is for, so the register page can show it. */
  async showInvite({ request }: HttpContext) {
    await consumeShowInviteAllowance(request.ip())
    const { token } = await request.validateUsing(inviteTokenValidator, { data: request.qs() })
    const invitation = await findUsableInvitation(token)
    if (!invitation) throw new AppException(404, 'E_INVITE_INVALID')
    return describeInvitation(invitation)
  }
}
