import Invitation from '#core/invitations/models/invitation'
import type { UserAccess } from '#core/access/services/user_access'
import type { SubjectType } from '#core/access/permissions'
import {
  manageablePendingInvitations,
  readablePendingInvitations,
} from '#core/invitations/queries/manageable_invitations'
import { AppException } from '#kernel/exceptions/app_exception'
import { DEFAULT_PER_PAGE } from '#kernel/http/pagination'

export async function listPendingInvitations(
  access: UserAccess,
  filters: { q?: string; page?: number; perPage?: number }
) {
  const query = manageablePendingInvitations(access)
    .preload('subjects')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
  if (filters.q) void query.whereILike('email', `%${filters.q}%`)
  return query.paginate(filters.page ?? 1, filters.perPage ?? DEFAULT_PER_PAGE)
}

/**
 * Pending invitations that open one object, limited to those the caller
 * may read in full (an invitation that also opens another tenant's object
 * is left out: its other objects are not theirs to see).
 */
export function pendingInvitationsFor(access: UserAccess, type: SubjectType, id: number) {
  return readablePendingInvitations(access)
    .whereIn('id', (sub) =>
      sub
        .from('invitation_subjects')
        .select('invitation_id')
        .where({ subject_type: type, subject_id: id })
    )
    .preload('subjects')
    .orderBy('created_at', 'desc')
}

/** Pending invitations into one partner. */
export function pendingInvitationsOfPartner(partnerId: number) {
  return Invitation.query()
    .whereNull('accepted_at')
    .where('partner_id', partnerId)
    .preload('subjects')
    .orderBy('created_at', 'desc')
}

/**
 * A pending invitation the caller may resend or withdraw. 404 unless they
 * could see it (so nothing reveals another tenant's invitation), 403 when
 * they can read it without managing it.
 */
export async function findManageableInvitation(access: UserAccess, id: number) {
  const invitation = await manageablePendingInvitations(access)
    .where('id', id)
    .preload('subjects')
    .first()
  if (invitation) return invitation
  if (await readablePendingInvitations(access).where('id', id).first())
    throw AppException.forbidden()
  throw AppException.notFound()
}
