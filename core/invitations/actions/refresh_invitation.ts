import { DateTime } from 'luxon'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type Invitation from '#core/invitations/models/invitation'
import { manageablePendingInvitations } from '#core/invitations/queries/manageable_invitations'
import InvitationSubject from '#core/invitations/models/invitation_subject'
import type User from '#core/users/models/user'
import type { UserAccess } from '#core/access/services/user_access'
import { subjectLabel, subjectNames } from '#core/access/services/subject_names'
import { mayGrant } from '#core/access/services/grantable'
import type { PermissionKey, SubjectType } from '#core/access/permissions'
import { AppException } from '#kernel/exceptions/app_exception'
import { recordAudit } from '#kernel/audit/audit'
import { newSecretToken } from '#kernel/crypto/secret_token'
import { queueMail } from '#core/mail/queue_mail'
import { invitationMailFor } from '#core/invitations/mails/invitation_mail'
import { INVITATION_DAYS } from '#core/auth/auth_constants'
import type { InvitationInput } from '#core/invitations/actions/create_invitation'

type Subject = { type: SubjectType; id: number }

const sameKeys = (a: readonly string[], b: readonly string[]) =>
  [...a].sort().join() === [...b].sort().join()
const keyOf = (s: Subject) => `${s.type}:${s.id}`

/**
 * The newest pending invitation of each address that the caller may manage
 * and that stays in the same partner. Anyone else's pending invitation
 * (another tenant's) is neither read nor touched: the caller gets a
 * separate invitation of their own instead.
 */
export async function refreshableInvitationsByEmail(
  access: UserAccess,
  emails: string[],
  partnerId: number | undefined
) {
  const query = manageablePendingInvitations(access).whereIn('email', emails).orderBy('id', 'desc')
  if (partnerId) void query.where((q) => q.whereNull('partner_id').orWhere('partner_id', partnerId))
  const byEmail = new Map<string, Invitation>()
  for (const row of await query) if (!byEmail.has(row.email)) byEmail.set(row.email, row)
  return byEmail
}

export interface RefreshPlan {
  invitation: Invitation
  legacySubject: Subject | null
  added: Subject[]
  merged: Subject[]
  permissions: PermissionKey[]
  before: Record<string, unknown>
}

/**
 * Inviting an address that already has a pending invitation the caller
 * manages refreshes that one instead of adding a second: objects and permissions are merged, the
 * link and expiry are renewed (the old link dies) and the mail goes again.
 * One permission set covers all objects of an invitation, so a merge that
 * widens what an object would get needs the inviter to be able to give the
 * merged set there; otherwise the pending invitation is left alone (422).
 * Checked before the transaction opens (see applyRefresh).
 */
export async function planRefresh(
  access: UserAccess,
  invitation: Invitation,
  input: InvitationInput,
  emailIndex: number
): Promise<RefreshPlan> {
  const rows = await InvitationSubject.query().where('invitation_id', invitation.id).orderBy('id')
  const oldSubjects: Subject[] = rows.map((row) => ({ type: row.subjectType, id: row.subjectId }))
  const legacySubject =
    rows.length === 0 && invitation.subjectType && invitation.subjectId
      ? { type: invitation.subjectType, id: invitation.subjectId }
      : null
  if (legacySubject) oldSubjects.push(legacySubject)
  const added = input.subjects.filter((s) => !oldSubjects.some((o) => keyOf(o) === keyOf(s)))
  const merged = [...oldSubjects, ...added]
  const permissions =
    merged.length > 0
      ? ([...new Set([...invitation.permissions, ...input.permissions])].sort() as PermissionKey[])
      : []

  const toCheck = [
    ...(sameKeys(permissions, invitation.permissions) ? [] : oldSubjects),
    ...(sameKeys(permissions, input.permissions) ? [] : input.subjects),
  ]
  for (const subject of toCheck) {
    if (!(await canGive(access, subject, permissions))) {
      throw new AppException(422, 'E_INVITATION_PENDING', {
        errors: [
          {
            field: input.emailField === 'email' ? 'email' : `emails.${emailIndex}`,
            rule: 'invitation_pending',
          },
        ],
        data: { emails: invitation.email },
      })
    }
  }
  const before = {
    permissions: invitation.permissions,
    subjects: oldSubjects,
    partner_id: invitation.partnerId,
    expires_at: invitation.expiresAt.toISO(),
  }
  return { invitation, legacySubject, added, merged, permissions, before }
}

/** Writes a planned refresh: new token and expiry, merged objects and permissions, the mail and the audit entry. */
export async function applyRefresh(
  plan: RefreshPlan,
  inviter: User,
  input: InvitationInput,
  trx: TransactionClientContract
) {
  const { invitation, added, merged, permissions } = plan
  const { token, hash } = newSecretToken()
  invitation.merge({
    tokenHash: hash,
    expiresAt: DateTime.now().plus({ days: INVITATION_DAYS }),
    permissions,
    partnerId: input.partner_id ?? invitation.partnerId,
    subjectType: merged[0]?.type ?? null,
    subjectId: merged[0]?.id ?? null,
    lang: input.lang ?? invitation.lang,
  })
  await invitation.useTransaction(trx).save()
  // A single-object invitation of old keeps its object once it holds several.
  const newRows = added.length > 0 && plan.legacySubject ? [plan.legacySubject, ...added] : added
  if (newRows.length > 0) {
    await InvitationSubject.createMany(
      newRows.map((s) => ({ invitationId: invitation.id, subjectType: s.type, subjectId: s.id })),
      { client: trx }
    )
  }
  const names = await subjectNames(
    merged.map((s) => ({ subject_type: s.type, subject_id: s.id })),
    trx
  )
  await queueMail(await invitationMailFor(invitation, token, inviter, subjectLabel(names), trx), {
    trx,
  })
  await recordAudit(
    {
      action: 'invitation.refreshed',
      objectType: 'invitation',
      objectId: invitation.id,
      oldValues: plan.before,
      newValues: {
        permissions,
        subjects: merged,
        partner_id: invitation.partnerId,
        expires_at: invitation.expiresAt.toISO(),
      },
    },
    trx
  )
  return invitation
}

async function canGive(access: UserAccess, subject: Subject, keys: readonly PermissionKey[]) {
  if (access.isAdmin) return true
  return mayGrant(await access.permissionsOn(subject.type, subject.id), keys, 'users_create')
}
