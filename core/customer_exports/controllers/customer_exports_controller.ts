import type { HttpContext } from '@adonisjs/core/http'
import {
  sendCustomerExport,
  startCustomerExport,
} from '#core/customer_exports/actions/customer_exports'
import { customerExportValidator } from '#core/customer_exports/validators/customer_export_validator'
import { routeId } from '#kernel/http/route_id'

/** A customer's whole data as a ZIP, mailed when ready, and the download behind the mailed link. */
export default class CustomerExportsController {
  async start(ctx: HttpContext) {
    const { email } = await ctx.request.validateUsing(customerExportValidator)
    const user = ctx.auth.getUserOrFail()
    const id = await startCustomerExport({
      customerId: routeId(ctx.params.id),
      email: email ?? user.email,
      userId: user.id,
      language: ctx.i18n.locale,
    })
    ctx.response.status(202)
    return { status: 'started' as const, id }
  }

  download(ctx: HttpContext) {
    return sendCustomerExport(ctx, String(ctx.params.token))
  }
}
