import db from '@adonisjs/lucid/services/db'
import Invitation from '#core/invitations/models/invitation'
import type { UserAccess } from '#core/access/services/user_access'
import type { SubjectType } from '#core/access/permissions'
import { whereSubjectVisible } from '#core/access/services/subject_visibility'
import { AppException } from '#kernel/exceptions/app_exception'
import { DEFAULT_PER_PAGE } from '#kernel/http/pagination'

/** Invitations whose objects carry users_read for the caller (all of them for admins). */
function subjectInvitationIds(access: UserAccess) {
  return whereSubjectVisible(db.from('invitation_subjects'), access, 'users_read', 'subject_type', 'subject_id').select('invitation_id')
}

/**
 * Pending (not yet accepted) invitations the caller may see: the ones they
 * sent, the ones into their partner, the ones opening objects where they
 * hold users_read. Admins see all.
 */
export function visiblePendingInvitations(access: UserAccess) {
  const query = Invitation.query().whereNull('accepted_at')
  if (access.isAdmin) return query
  return query.where((q) => {
    q.where('invited_by_id', access.user.id).orWhereIn('id', subjectInvitationIds(access))
    if (access.user.partnerId) q.orWhere('partner_id', access.user.partnerId)
  })
}

export async function listPendingInvitations(access: UserAccess, filters: { q?: string; page?: number; perPage?: number }) {
  const query = visiblePendingInvitations(access).preload('subjects').orderBy('created_at', 'desc').orderBy('id', 'desc')
  if (filters.q) query.whereILike('email', `%${filters.q}%`)
  return query.paginate(filters.page ?? 1, filters.perPage ?? DEFAULT_PER_PAGE)
}

/** Pending invitations that open one object. */
export function pendingInvitationsFor(type: SubjectType, id: number) {
  return Invitation.query()
    .whereNull('accepted_at')
    .whereIn('id', (sub) => sub.from('invitation_subjects').select('invitation_id').where({ subject_type: type, subject_id: id }))
    .preload('subjects')
    .orderBy('created_at', 'desc')
}

/** Pending invitations into one partner. */
export function pendingInvitationsOfPartner(partnerId: number) {
  return Invitation.query().whereNull('accepted_at').where('partner_id', partnerId).preload('subjects').orderBy('created_at', 'desc')
}

/**
 * A pending invitation the caller may resend or withdraw: 404 when they
 * cannot see it, 403 when they see it without users_create on its objects.
 */
export async function findManageableInvitation(access: UserAccess, id: number) {
  const invitation = await visiblePendingInvitations(access).where('id', id).preload('subjects').first()
  if (!invitation) throw AppException.notFound()
  if (access.isAdmin || invitation.invitedById === access.user.id) return invitation
  if (invitation.partnerId && invitation.partnerId === access.user.partnerId) return invitation
  for (const subject of invitation.subjects) {
    if (await access.can('users_create', subject.subjectType, subject.subjectId)) return invitation
  }
  throw AppException.forbidden()
}
