import type { HttpContext } from '@adonisjs/core/http'
import Partner from '#core/partners/models/partner'
import PartnerGrant from '#core/access/models/partner_grant'
import { requestAccess } from '#core/access/services/request_access'
import { subjectNames } from '#core/access/services/subject_names'
import type { SubjectType } from '#core/access/permissions'
import { grantPartnerAccess, revokePartnerAccess } from '#core/partners/actions/partner_access'
import {
  grantPartnerValidator,
  linkPartnerValidator,
} from '#core/partners/validators/partner_validators'
import { routeId } from '#kernel/http/route_id'
import { AppException } from '#kernel/exceptions/app_exception'

/** The route's object kind: `/partners/locations/:id` and `/locations/:id/partner` both name it. */
const SUBJECT_OF: Record<string, SubjectType> = {
  groups: 'group',
  customers: 'customer',
  locations: 'location',
}

function subjectFrom(ctx: HttpContext) {
  const type = SUBJECT_OF[ctx.params.kind]
  if (!type) throw AppException.notFound()
  return { type, id: routeId(ctx.params.id) }
}

async function assertExists(type: SubjectType, id: number) {
  const names = await subjectNames([{ subject_type: type, subject_id: id }])
  if (names.size === 0) throw AppException.notFound()
}

const grantView = (grant: PartnerGrant) => ({
  partner_id: grant.partnerId,
  subject_type: grant.subjectType,
  subject_id: grant.subjectId,
  permissions: grant.permissions,
})

/** Which partners manage a group, customer or location, and (admins) changing that. */
export default class PartnerAccessController {
  /** GET /{kind}/{id}/partner: anyone who can see the object. */
  async index(ctx: HttpContext) {
    const { type, id } = subjectFrom(ctx)
    const held = await (await requestAccess(ctx)).permissionsOn(type, id)
    if (held.length === 0) throw AppException.notFound()
    const grants = await PartnerGrant.query()
      .where({ subject_type: type, subject_id: id })
      .orderBy('id')
    const partners = await Partner.query().whereIn(
      'id',
      grants.map((g) => g.partnerId)
    )
    return {
      data: grants.map((grant) => ({
        id: grant.partnerId,
        name: partners.find((p) => p.id === grant.partnerId)?.name ?? null,
        permissions: grant.permissions,
      })),
    }
  }

  /** Admin: POST /partners/{kind}/{id} with `{partner_id, permissions?}`. */
  async grant(ctx: HttpContext) {
    const { type, id } = subjectFrom(ctx)
    await assertExists(type, id)
    const input = await ctx.request.validateUsing(grantPartnerValidator)
    const partner = await Partner.find(input.partner_id)
    if (!partner) throw AppException.invalidField('partner_id', 'exists')
    const { grant, created } = await grantPartnerAccess(partner, type, id, input.permissions)
    return ctx.response.status(created ? 201 : 200).send(grantView(grant))
  }

  /** Admin: POST /{kind}/{id}/partner/{partnerId} with optional `{permissions}`. */
  async link(ctx: HttpContext) {
    const { type, id } = subjectFrom(ctx)
    await assertExists(type, id)
    const partner = await Partner.find(routeId(ctx.params.partnerId))
    if (!partner) throw AppException.notFound()
    const input = await ctx.request.validateUsing(linkPartnerValidator)
    const { grant, created } = await grantPartnerAccess(partner, type, id, input.permissions)
    return ctx.response.status(created ? 201 : 200).send(grantView(grant))
  }

  /** Admin: DELETE /{kind}/{id}/partner/{partnerId}. */
  async unlink(ctx: HttpContext) {
    const { type, id } = subjectFrom(ctx)
    await revokePartnerAccess(routeId(ctx.params.partnerId), type, id)
    return ctx.response.noContent()
  }
}
