import User from '#core/users/models/user'
import type Invitation from '#core/invitations/models/invitation'
import { SUBJECT_MODELS } from '#core/invitations/subject_models'

/** The public view of an invitation: whom it is for, who sent it, what it opens. */
export async function describeInvitation(invitation: Invitation) {
  const inviter = invitation.invitedById ? await User.find(invitation.invitedById) : null
  const subject =
    invitation.subjectType && invitation.subjectId
      ? await SUBJECT_MODELS[invitation.subjectType].find(invitation.subjectId)
      : null
  return {
    email: invitation.email,
    lang: invitation.lang,
    expires_at: invitation.expiresAt.toISO(),
    invited_by: inviter ? { firstname: inviter.firstname, name: inviter.name } : null,
    subject: subject ? { type: invitation.subjectType, id: subject.id, name: subject.name } : null,
  }
}
