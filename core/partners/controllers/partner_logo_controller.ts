import type { HttpContext } from '@adonisjs/core/http'
import Partner from '#core/partners/models/partner'
import { requestAccess } from '#core/access/services/request_access'
import { findOwnPartner } from '#core/partners/queries/partner_queries'
import { storePartnerLogo } from '#core/partners/actions/store_partner_logo'
import { transformPartner } from '#core/partners/transformers/partner_transformer'
import { readUpload } from '#kernel/storage/uploads'
import { routeId } from '#kernel/http/route_id'
import { AppException } from '#kernel/exceptions/app_exception'

export default class PartnerLogoController {
  /** Any signed-in user may load a partner's logo: it brands the pages of the partner's customers. */
  async show(ctx: HttpContext) {
    const partner = await Partner.find(routeId(ctx.params.id))
    if (!partner?.logoPath) throw AppException.notFound()
    const file = await readUpload(partner.logoPath).catch(() => {
      throw AppException.notFound()
    })
    ctx.response.header('content-type', file.mime)
    ctx.response.header('cache-control', 'private, max-age=86400')
    ctx.response.header('x-content-type-options', 'nosniff')
    return ctx.response.send(file.body)
  }

  /** Admins, or a member for their own partner. */
  async store(ctx: HttpContext) {
    const partner = await findOwnPartner(await requestAccess(ctx), routeId(ctx.params.id))
    await storePartnerLogo(partner, ctx.request.file('logo'))
    return transformPartner(partner)
  }
}
