import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Invitation from '#core/invitations/models/invitation'
import InvitationSubject from '#core/invitations/models/invitation_subject'
import Partner from '#core/partners/models/partner'
import User from '#core/users/models/user'
import type { UserAccess } from '#core/access/services/user_access'
import { assertCanGrant, assertEveryColumn, columnsHeld } from '#core/access/services/grantable'
import { subjectLabel, subjectNames } from '#core/access/services/subject_names'
import { visibleGrants } from '#core/users/queries/managed_users'
import type { PermissionKey, SubjectType } from '#core/access/permissions'
import { AppException } from '#kernel/exceptions/app_exception'
import { createdValues, recordAudit } from '#kernel/audit/audit'
import { newSecretToken } from '#kernel/crypto/secret_token'
import { queueMail } from '#core/mail/queue_mail'
import { invitationMail } from '#core/invitations/mails/invitation_mail'
import { INVITATION_DAYS } from '#core/auth/auth_constants'
import {
  applyRefresh,
  planRefresh,
  refreshableInvitationsByEmail,
  type RefreshPlan,
} from '#core/invitations/actions/refresh_invitation'

export interface InvitationInput {
  emails: string[]
  /** The field the e-mails came from, for error messages: `email` (one) or `emails` (the wizard). */
  emailField: 'email' | 'emails'
  lang?: 'en' | 'nl' | 'fr' | 'de'
  subjects: Array<{ type: SubjectType; id: number }>
  permissions: PermissionKey[]
  partner_id?: number
}

/**
 * Invites people to register (the wizard: several e-mails, several objects,
 * one set of permissions). Admins invite anyone anywhere; partner members
 * into their own partner; others need users_create on every object and may
 * grant only keys they hold there. Who may invite is checked before anything
 * is said about the addresses; existing accounts are then handled by
 * `existingAccounts`. An address with a
 * pending invitation the caller manages gets that one refreshed, not a
 * second (refresh_invitation); anyone else's is left alone.
 */
export async function createInvitations(access: UserAccess, input: InvitationInput) {
  if (input.partner_id) {
    if (!access.isAdmin && access.user.partnerId !== input.partner_id)
      throw AppException.forbidden()
    if (!(await Partner.find(input.partner_id)))
      throw AppException.invalidField('partner_id', 'exists')
  }
  if (input.subjects.length === 0 && !input.partner_id && !access.isAdmin)
    throw AppException.invalidField('subjects', 'required')

  if (input.subjects.length > 0) {
    if (input.permissions.length === 0)
      throw AppException.invalidField('permissions', 'min_permissions', 'E_NO_PERMISSIONS')
    const held: PermissionKey[][] = []
    for (const subject of input.subjects)
      held.push(
        await assertCanGrant(access, subject.type, subject.id, input.permissions, 'users_create')
      )
    assertEveryColumn(input.permissions, 'permissions', columnsHeld(held))
  }

  const accounts = await existingAccounts(access, input)

  const label = subjectLabel(
    await subjectNames(input.subjects.map((s) => ({ subject_type: s.type, subject_id: s.id })))
  )
  const lang = input.lang ?? (await customerLanguageOf(input.subjects[0])) ?? access.user.lang
  const pending = await refreshableInvitationsByEmail(access, input.emails, input.partner_id)
  const plans = new Map<string, RefreshPlan>()
  for (const [index, email] of input.emails.entries()) {
    const invitation = pending.get(email)
    if (invitation) plans.set(email, await planRefresh(access, invitation, input, index))
  }
  return db.transaction(async (trx) => {
    const invitations: Invitation[] = []
    for (const email of input.emails) {
      const plan = plans.get(email)
      const hasAccount = accounts.has(email)
      invitations.push(
        plan
          ? await applyRefresh(plan, access.user, input, trx)
          : await createOne(access.user, email, { ...input, lang }, label, hasAccount, trx)
      )
    }
    return invitations
  })
}

/**
 * The language of the customer the invitation is about (its venue's customer for a location), so a Dutch
 * customer's new colleague is invited in Dutch whatever the inviter's own language.
 */
async function customerLanguageOf(
  subject: { type: SubjectType; id: number } | undefined
): Promise<InvitationInput['lang']> {
  if (!subject || subject.type === 'group') return undefined
  const query = db.from('customers').select('customers.language')
  const row =
    subject.type === 'customer'
      ? await query.where('customers.id', subject.id).first()
      : await query
          .join('locations', 'locations.customer_id', 'customers.id')
          .where('locations.id', subject.id)
          .first()
  return ['en', 'nl', 'fr', 'de'].includes(row?.language) ? row.language : undefined
}

/**
 * Addresses that already have an account. Those the inviter can see (admins: all; others: themselves and users of
 * objects where they hold users_read) are refused as the spec says, one field error each. The others must not be revealed: they
 * get an invitation they accept by signing in to their existing account.
 */
async function existingAccounts(access: UserAccess, input: InvitationInput) {
  const existing = await User.query().whereIn('email', input.emails).select('id', 'email')
  if (existing.length === 0) return new Set<string>()
  const visible = access.isAdmin
    ? existing
    : await User.query()
        .whereIn(
          'id',
          existing.map((user) => user.id)
        )
        .where((seen) =>
          seen.where('id', access.user.id).orWhereIn('id', visibleGrants(access).select('user_id'))
        )
        .select('email')
  if (visible.length > 0) {
    const taken = visible.map((user) => user.email)
    throw new AppException(422, 'E_USER_EXISTS', {
      errors: input.emails.flatMap((email, index) =>
        taken.includes(email)
          ? [
              {
                field: input.emailField === 'email' ? 'email' : `emails.${index}`,
                rule: 'not_registered',
              },
            ]
          : []
      ),
      data: { emails: taken.join(', ') },
    })
  }
  return new Set(existing.map((user) => user.email))
}

async function createOne(
  inviter: User,
  email: string,
  input: InvitationInput,
  label: string | null,
  hasAccount: boolean,
  trx: TransactionClientContract
) {
  const { token, hash } = newSecretToken()
  const first = input.subjects[0]
  const invitation = await Invitation.create(
    {
      email,
      tokenHash: hash,
      invitedById: inviter.id,
      partnerId: input.partner_id ?? null,
      subjectType: first?.type ?? null,
      subjectId: first?.id ?? null,
      permissions: input.subjects.length > 0 ? [...input.permissions].sort() : [],
      lang: input.lang ?? inviter.lang,
      expiresAt: DateTime.now().plus({ days: INVITATION_DAYS }),
    },
    { client: trx }
  )
  if (input.subjects.length > 0) {
    await InvitationSubject.createMany(
      input.subjects.map((s) => ({
        invitationId: invitation.id,
        subjectType: s.type,
        subjectId: s.id,
      })),
      { client: trx }
    )
  }
  await queueMail(invitationMail(invitation, token, inviter, label, { hasAccount }), { trx })
  await recordAudit(
    {
      action: 'invitation.created',
      objectType: 'invitation',
      objectId: invitation.id,
      newValues: { ...createdValues(invitation), subjects: input.subjects },
    },
    trx
  )
  return invitation
}
