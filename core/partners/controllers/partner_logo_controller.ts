import type { HttpContext } from '@adonisjs/core/http'
import Partner from '#core/partners/models/partner'
import { requestAccess } from '#core/access/services/request_access'
import { findOwnPartner } from '#core/partners/queries/partner_queries'
import { transformPartner } from '#core/partners/transformers/partner_transformer'
import { replaceImage, sendUpload } from '#kernel/storage/uploads'
import { routeId } from '#kernel/http/route_id'

export default class PartnerLogoController {
  /** Any signed-in user may load a partner's logo: it brands the pages of the partner's customers. */
  async show(ctx: HttpContext) {
    const partner = await Partner.find(routeId(ctx.params.id))
    return sendUpload(ctx, partner?.logoPath)
  }

  /** Admins, or a member for their own partner. */
  async store(ctx: HttpContext) {
    const partner = await findOwnPartner(await requestAccess(ctx), routeId(ctx.params.id))
    await replaceImage(partner, ctx.request.file('logo'), `partners/${partner.id}`, 'partner')
    return transformPartner(partner)
  }
}
