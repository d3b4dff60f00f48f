import type { HttpContext } from '@adonisjs/core/http'
import { requestAccess } from '#core/access/services/request_access'
import { findVisibleLocation } from '#core/locations/queries/location_queries'
import {
  listLocationHistory,
  transformHistoryEntry,
} from '#core/locations/queries/location_history'
import { locationQrPng } from '#core/locations/services/location_qr'
import { locationLabelPdf, type LabelKind } from '#core/locations/services/location_label'
import Customer from '#core/customers/models/customer'
import { paginated } from '#kernel/http/pagination'
import { routeId } from '#kernel/http/route_id'

import { pageQueryValidator as pageValidator } from '#core/customers/validators/list_query_validator'

/** What anyone who can read a location may fetch: its history, QR code and printable labels. */
export default class LocationDocumentsController {
  async log(ctx: HttpContext) {
    const access = await requestAccess(ctx)
    const location = await findVisibleLocation(access, routeId(ctx.params.id))
    const { page, perPage } = await ctx.request.validateUsing(pageValidator, {
      data: ctx.request.qs(),
    })
    const portal = await access.can('portal_read', 'location', location.id)
    return paginated(await listLocationHistory(location.id, { page, perPage, portal }), (entry) =>
      transformHistoryEntry(entry, access.isAdmin)
    )
  }

  async qr(ctx: HttpContext) {
    const location = await findVisibleLocation(await requestAccess(ctx), routeId(ctx.params.id))
    ctx.response.header('content-type', 'image/png')
    ctx.response.header('cache-control', 'private, max-age=300')
    return ctx.response.send(await locationQrPng(location.publicId))
  }

  printLabel = (ctx: HttpContext) => this.print(ctx, 'label')
  printPublic = (ctx: HttpContext) => this.print(ctx, 'public')

  private async print(ctx: HttpContext, kind: LabelKind) {
    const location = await findVisibleLocation(await requestAccess(ctx), routeId(ctx.params.id))
    const customer = await Customer.find(location.customerId)
    const pdf = await locationLabelPdf(location, customer?.language ?? 'en', kind)
    ctx.response.header('content-type', 'application/pdf')
    ctx.response.header(
      'content-disposition',
      `inline; filename="location-${location.id}-${kind}.pdf"`
    )
    return ctx.response.send(pdf)
  }
}
