import type { HttpContext } from '@adonisjs/core/http'
import {
  registerValidator,
  inviteTokenValidator,
  confirmRegistrationValidator,
} from '#core/auth/validators/auth_validators'
import { requestRegistration } from '#core/auth/actions/request_registration'
import { confirmRegistration } from '#core/auth/actions/confirm_registration'
import { registrationOpen } from '#core/auth/registration_setting'
import { registerUser } from '#core/auth/actions/register_user'
import { tagSession } from '#core/auth/services/user_sessions'
import { getSelfRecord } from '#core/users/queries/get_self_record'
import { findUsableInvitation } from '#core/invitations/queries/find_usable_invitation'
import { describeInvitation } from '#core/invitations/queries/describe_invitation'
import { consumeShowInviteAllowance } from '#core/invitations/services/invitation_limits'
import { AppException } from '#kernel/exceptions/app_exception'

export default class RegistrationController {
  /**
   * With an invitation token the mailed invitation already proves the address: the account is created and signed in.
   * Without one (open registration, when the platform allows it) a confirmation link is mailed first.
   */
  async register({ request, auth, session, response }: HttpContext) {
    const { token, ...input } = await request.validateUsing(registerValidator)
    if (!token) {
      if (!registrationOpen()) throw new AppException(403, 'E_REGISTRATION_CLOSED')
      await requestRegistration(input, request.ip())
      return response.accepted({ status: 'confirmation_sent' })
    }
    const user = await registerUser({ ...input, token })
    await auth.use('web').login(user)
    await tagSession(session, user.id)
    return response.created(await getSelfRecord(user))
  }

  /** The link of the confirmation mail: creates the account and signs it in. */
  async confirm({ request, auth, session, response }: HttpContext) {
    const { token } = await request.validateUsing(confirmRegistrationValidator)
    const user = await confirmRegistration(token)
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
