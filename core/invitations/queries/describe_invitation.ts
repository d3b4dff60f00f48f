import User from '#core/users/models/user'
import Group from '#core/groups/models/group'
import Customer from '#core/customers/models/customer'
import Location from '#core/locations/models/location'
import type Invitation from '#core/invitations/models/invitation'

const SUBJECT_MODELS = { group: Group, customer: Customer, location: Location } as const

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
