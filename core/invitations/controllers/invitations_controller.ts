import type { HttpContext } from '@adonisjs/core/http'
import type { Infer } from '@vinejs/vine/types'
import User from '#core/users/models/user'
import { requestAccess } from '#core/access/services/request_access'
import { subjectNames } from '#core/access/services/subject_names'
import { createInvitations } from '#core/invitations/actions/create_invitation'
import { resendInvitation } from '#core/invitations/actions/resend_invitation'
import { withdrawInvitation } from '#core/invitations/actions/withdraw_invitation'
import {
  findManageableInvitation,
  listPendingInvitations,
} from '#core/invitations/queries/pending_invitations'
import { transformInvitation } from '#core/invitations/transformers/invitation_transformer'
import type Invitation from '#core/invitations/models/invitation'
import {
  createInvitationValidator,
  listInvitationsValidator,
  validateInvitationValidator,
  acceptInvitationValidator,
} from '#core/invitations/validators/invitation_validators'
import { acceptInvitationAsUser } from '#core/invitations/actions/accept_invitation_as_user'
import { getSelfRecord } from '#core/users/queries/get_self_record'
import {
  consumeInviteAllowance,
  consumeResendAllowance,
  consumeValidateAllowance,
  markInvitationsMailed,
} from '#core/invitations/services/invitation_limits'
import { routeId } from '#kernel/http/route_id'
import { AppException } from '#kernel/exceptions/app_exception'
import { paginated } from '#kernel/http/pagination'

type CreateInput = Infer<typeof createInvitationValidator>

/** Both payload shapes as one: a list of e-mails and a list of distinct objects. */
function normalize(input: CreateInput) {
  const subjects =
    input.subjects ??
    (input.subject_type && input.subject_id
      ? [{ type: input.subject_type, id: input.subject_id }]
      : [])
  const unique = subjects.filter(
    (s, i) => subjects.findIndex((o) => o.type === s.type && o.id === s.id) === i
  )
  return {
    emails: input.emails ?? [input.email!],
    emailField: input.emails ? ('emails' as const) : ('email' as const),
    lang: input.lang,
    subjects: unique,
    permissions: input.permissions ?? [],
    partner_id: input.partner_id,
  }
}

/** The names of the objects a list of invitations opens. */
function namesOpenedBy(invitations: Invitation[]) {
  return subjectNames(
    invitations.flatMap((i) =>
      i.subjects.map((s) => ({ subject_type: s.subjectType, subject_id: s.subjectId }))
    )
  )
}

/** Invitations with the names of the objects they open. */
export async function presentInvitations(invitations: Invitation[]) {
  const names = await namesOpenedBy(invitations)
  return invitations.map((invitation) => transformInvitation(invitation, names))
}

export default class InvitationsController {
  async index(ctx: HttpContext) {
    const filters = await ctx.request.validateUsing(listInvitationsValidator, {
      data: ctx.request.qs(),
    })
    const page = await listPendingInvitations(await requestAccess(ctx), filters)
    const names = await namesOpenedBy(page.all())
    return paginated(page, (invitation) => transformInvitation(invitation, names))
  }

  async store(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(createInvitationValidator)
    const access = await requestAccess(ctx)
    const normalized = normalize(input)
    await consumeInviteAllowance(access.user.id, normalized.emails)
    const invitations = await createInvitations(access, normalized)
    await markInvitationsMailed(normalized.emails)
    for (const invitation of invitations) await invitation.load('subjects')
    const data = await presentInvitations(invitations)
    return ctx.response.created(input.emails ? { data } : data[0])
  }

  async resend(ctx: HttpContext) {
    const access = await requestAccess(ctx)
    const invitation = await findManageableInvitation(access, routeId(ctx.params.id))
    await consumeResendAllowance(invitation)
    await resendInvitation(invitation, access.user)
    await markInvitationsMailed([invitation.email])
    return (await presentInvitations([invitation]))[0]
  }

  async destroy(ctx: HttpContext) {
    const invitation = await findManageableInvitation(
      await requestAccess(ctx),
      routeId(ctx.params.id)
    )
    await withdrawInvitation(invitation)
    return ctx.response.noContent()
  }

  /** The signed-in owner of an invited address accepts an invitation sent to their existing account. */
  async accept(ctx: HttpContext) {
    const { token } = await ctx.request.validateUsing(acceptInvitationValidator)
    const user = ctx.auth.getUserOrFail()
    await acceptInvitationAsUser(token, user)
    return getSelfRecord(user)
  }

  /**
   * Whether an address can be invited. Only admins and partner members learn
   * whether it has an account (`exists`); for anyone else `valid` means well
   * formed, and an existing account is refused when the invitation is sent
   * (422 E_USER_EXISTS, under that route's hourly limit), so a customer's
   * user cannot probe addresses here at the speed of typing.
   */
  async validate(ctx: HttpContext) {
    const access = await requestAccess(ctx)
    if (!access.isAdmin && !access.user.isPartner && !access.allKeys().has('users_create'))
      throw AppException.forbidden()
    await consumeValidateAllowance(access.user.id, ctx.request.ip())
    const { email } = await ctx.request.validateUsing(validateInvitationValidator)
    if (!access.isAdmin && !access.user.isPartner) return { email, valid: true }
    const exists = Boolean(await User.findBy('email', email))
    return { email, valid: !exists, exists }
  }
}
