import type Invitation from '#core/invitations/models/invitation'

/** An invitation as lists show it; `names` maps `type:id` to the object's name. */
export function transformInvitation(
  invitation: Invitation,
  names: Map<string, string> = new Map()
) {
  const subjects = invitation.$preloaded.subjects
    ? invitation.subjects.map((s) => ({
        type: s.subjectType,
        id: s.subjectId,
        name: names.get(`${s.subjectType}:${s.subjectId}`) ?? null,
      }))
    : []
  return {
    id: invitation.id,
    email: invitation.email,
    lang: invitation.lang,
    partner_id: invitation.partnerId,
    permissions: invitation.permissions,
    subjects,
    subject_type: invitation.subjectType,
    subject_id: invitation.subjectId,
    invited_by_id: invitation.invitedById,
    expires_at: invitation.expiresAt.toISO(),
    expired: invitation.expiresAt.toMillis() <= Date.now(),
    created_at: invitation.createdAt.toISO(),
  }
}
