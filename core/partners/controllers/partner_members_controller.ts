import type { HttpContext } from '@adonisjs/core/http'
import User from '#core/users/models/user'
import PartnerGrant from '#core/access/models/partner_grant'
import Partner from '#core/partners/models/partner'
import { requestAccess } from '#core/access/services/request_access'
import { findOwnPartner } from '#core/partners/queries/partner_queries'
import { linkUserToPartner, unlinkUserFromPartner } from '#core/partners/actions/partner_membership'
import { linkUserValidator } from '#core/partners/validators/partner_validators'
import { pendingInvitationsOfPartner } from '#core/invitations/queries/pending_invitations'
import { presentInvitations } from '#core/invitations/controllers/invitations_controller'
import { routeId } from '#kernel/http/route_id'
import { AppException } from '#kernel/exceptions/app_exception'

const member = (user: User) => ({
  id: user.id,
  email: user.email,
  firstname: user.firstname,
  name: user.name,
  lang: user.lang,
  partner_id: user.partnerId,
  last_login_at: user.lastLoginAt?.toISO() ?? null,
})

/** A partner's members and invitations: admins, and the partner's own members. */
export default class PartnerMembersController {
  async users(ctx: HttpContext) {
    const partner = await findOwnPartner(await requestAccess(ctx), routeId(ctx.params.id))
    const users = await User.query().where('partner_id', partner.id).orderBy('email')
    return { data: users.map(member) }
  }

  async invites(ctx: HttpContext) {
    const partner = await findOwnPartner(await requestAccess(ctx), routeId(ctx.params.id))
    return { data: await presentInvitations(await pendingInvitationsOfPartner(partner.id)) }
  }

  /** Admin: POST /partners/link/{userId} with `{partner_id}` makes an existing user a member. */
  async link(ctx: HttpContext) {
    const user = await User.find(routeId(ctx.params.id))
    if (!user) throw AppException.notFound()
    const { partner_id: partnerId } = await ctx.request.validateUsing(linkUserValidator)
    const partner = await Partner.find(partnerId)
    if (!partner) throw AppException.invalidField('partner_id', 'exists')
    return member(await linkUserToPartner(user, partner))
  }

  /** Admin: DELETE /partners/link/{userId} takes the user out of their partner. */
  async unlink(ctx: HttpContext) {
    const user = await User.find(routeId(ctx.params.id))
    if (!user?.partnerId) throw AppException.notFound()
    return member(await unlinkUserFromPartner(user))
  }

  /**
   * DELETE /partners/user/{partnerId}/{userId}: an admin, or a member whose
   * partner holds users_delete somewhere through its grants, removes another member.
   */
  async remove(ctx: HttpContext) {
    const access = await requestAccess(ctx)
    const partner = await findOwnPartner(access, routeId(ctx.params.partnerId))
    const user = await User.query()
      .where({ id: routeId(ctx.params.userId), partner_id: partner.id })
      .first()
    if (!user) throw AppException.notFound()
    if (!access.isAdmin && !(await partnerMayDeleteUsers(partner.id)))
      throw AppException.forbidden()
    if (user.id === access.user.id) throw AppException.invalidField('user', 'not_self')
    await unlinkUserFromPartner(user)
    return ctx.response.noContent()
  }
}

async function partnerMayDeleteUsers(partnerId: number) {
  const grants = await PartnerGrant.query().where('partner_id', partnerId).select('permissions')
  return grants.some((grant) => grant.permissions.includes('users_delete'))
}
