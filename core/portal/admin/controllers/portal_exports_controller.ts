import type { HttpContext } from '@adonisjs/core/http'
import { sendPortalExport } from '#core/portal/admin/actions/portal_exports'

/** GET /rest/portal-exports/{token}: the mailed link of a guest export; the token is the only key. */
export default class PortalExportsController {
  async show(ctx: HttpContext) {
    return sendPortalExport(ctx, String(ctx.params.token))
  }
}
