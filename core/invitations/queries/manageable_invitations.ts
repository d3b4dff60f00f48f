import db from '@adonisjs/lucid/services/db'
import type { ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import Invitation from '#core/invitations/models/invitation'
import type { UserAccess } from '#core/access/services/user_access'
import type { PermissionKey } from '#core/access/permissions'
import { whereSubjectVisible } from '#core/access/services/subject_visibility'

type InvitationQuery = ModelQueryBuilderContract<typeof Invitation>

const subjectsOfRow = (sub: any) =>
  sub.from('invitation_subjects as own').whereColumn('own.invitation_id', 'invitations.id')

/**
 * Invitations that open at least one object and on every one of them the
 * caller holds `key` (directly or through a parent). One object elsewhere
 * is enough to exclude the invitation: listing it would show another
 * tenant's object and its permission set.
 */
function whereEverySubjectHolds(query: any, access: UserAccess, key: PermissionKey) {
  const held = whereSubjectVisible(
    db.from('invitation_subjects'),
    access,
    key,
    'subject_type',
    'subject_id'
  ).select('id')
  return query
    .whereExists((sub: any) => subjectsOfRow(sub).select('own.id'))
    .whereNotExists((sub: any) => subjectsOfRow(sub).select('own.id').whereNotIn('own.id', held))
}

/**
 * Pending invitations the caller may refresh, resend, withdraw or see in
 * GET /invites: admins all; otherwise the ones they sent, and the ones
 * whose every object carries users_create for them (a partner-only
 * invitation, without objects, for members of that partner). An
 * invitation into another partner is never someone else's to manage.
 */
export function manageablePendingInvitations(access: UserAccess): InvitationQuery {
  const query = Invitation.query().whereNull('accepted_at')
  if (access.isAdmin) return query
  const partnerId = access.user.partnerId
  return query.where((outer) => {
    outer.where('invited_by_id', access.user.id).orWhere((managed) => {
      managed.where((partner) => {
        partner.whereNull('partner_id')
        if (partnerId) partner.orWhere('partner_id', partnerId)
      })
      managed.where((subjects) => {
        subjects.where((all) => whereEverySubjectHolds(all, access, 'users_create'))
        if (partnerId)
          subjects.orWhere((none) =>
            none
              .whereNotExists((sub: any) => subjectsOfRow(sub).select('own.id'))
              .where('partner_id', partnerId)
          )
      })
    })
  })
}

/**
 * Pending invitations the caller may look at without managing them: the
 * manageable ones, plus those whose every object carries users_read.
 */
export function readablePendingInvitations(access: UserAccess): InvitationQuery {
  const query = Invitation.query().whereNull('accepted_at')
  if (access.isAdmin) return query
  return query.where((outer) => {
    outer
      .whereIn('id', manageablePendingInvitations(access).select('id'))
      .orWhere((all) => whereEverySubjectHolds(all, access, 'users_read'))
  })
}
