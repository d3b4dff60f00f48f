import type { HttpContext } from '@adonisjs/core/http'
import Partner from '#core/partners/models/partner'
import { requestAccess } from '#core/access/services/request_access'
import { findOwnPartner, listPartners } from '#core/partners/queries/partner_queries'
import { transformPartner } from '#core/partners/transformers/partner_transformer'
import { createPartner, deletePartner, updatePartner } from '#core/partners/actions/manage_partner'
import {
  createPartnerValidator,
  listPartnersValidator,
  updatePartnerValidator,
} from '#core/partners/validators/partner_validators'
import { routeId } from '#kernel/http/route_id'
import { AppException } from '#kernel/exceptions/app_exception'
import { paginated } from '#kernel/http/pagination'

export default class PartnersController {
  /** Admin. */
  async index(ctx: HttpContext) {
    const filters = await ctx.request.validateUsing(listPartnersValidator, {
      data: ctx.request.qs(),
    })
    const page = await listPartners(filters)
    return paginated(page, (partner) =>
      transformPartner(partner, { users_count: Number(partner.$extras.users_count ?? 0) })
    )
  }

  /** Admin: id and name of every partner, for pickers. */
  async names() {
    const partners = await Partner.query().select('id', 'name').orderBy('name').orderBy('id')
    return { data: partners.map((p) => ({ id: p.id, name: p.name })) }
  }

  async store(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(createPartnerValidator)
    return ctx.response.created(transformPartner(await createPartner(input)))
  }

  /** The caller's own partner. */
  async self(ctx: HttpContext) {
    const user = ctx.auth.getUserOrFail()
    if (!user.partnerId) throw AppException.notFound()
    return transformPartner(await Partner.findOrFail(user.partnerId))
  }

  async show(ctx: HttpContext) {
    return transformPartner(await findOwnPartner(await requestAccess(ctx), routeId(ctx.params.id)))
  }

  /** No id in the path (spec §7): admins name the partner in the body, members update their own. */
  async update(ctx: HttpContext) {
    const access = await requestAccess(ctx)
    const input = await ctx.request.validateUsing(updatePartnerValidator)
    const id = access.isAdmin ? input.id : access.user.partnerId
    if (!access.isAdmin && !id) throw AppException.forbidden()
    if (!id) throw AppException.invalidField('id', 'required')
    if (!access.isAdmin && input.id !== undefined && input.id !== id) throw AppException.notFound()
    const partner = await findOwnPartner(access, id)
    await updatePartner(partner, input)
    return transformPartner(partner)
  }

  /** Admin. */
  async destroy(ctx: HttpContext) {
    const partner = await Partner.find(routeId(ctx.params.id))
    if (!partner) throw AppException.notFound()
    await deletePartner(partner)
    return ctx.response.noContent()
  }
}
