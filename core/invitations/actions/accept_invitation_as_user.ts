import db from '@adonisjs/lucid/services/db'
import type User from '#core/users/models/user'
import { AppException } from '#kernel/exceptions/app_exception'
import { findUsableInvitation } from '#core/invitations/queries/find_usable_invitation'
import { acceptInvitation } from '#core/invitations/actions/accept_invitation'

/**
 * An invitation sent to an address that already had an account: the signed-in owner of that address accepts it.
 * Anyone else (or a used or expired link) gets the same "no longer valid" answer.
 */
export async function acceptInvitationAsUser(token: string, user: User) {
  await db.transaction(async (trx) => {
    const invitation = await findUsableInvitation(token, trx)
    if (!invitation || invitation.email.toLowerCase() !== user.email.toLowerCase())
      throw new AppException(404, 'E_INVITE_INVALID')
    await acceptInvitation(invitation, user, trx)
  })
}
