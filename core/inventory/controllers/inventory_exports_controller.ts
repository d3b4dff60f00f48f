import type { HttpContext } from '@adonisjs/core/http'
import {
  sendInventoryExport,
  startInventoryExport,
} from '#core/inventory/actions/inventory_exports'
import { exportValidator } from '#core/inventory/validators/inventory_validators'
import type { ExportKind } from '#core/inventory/services/export_files'

/** Exports mailed when ready ("export started, e-mail follows"), and the download behind the mailed link. */
export default class InventoryExportsController {
  stock(ctx: HttpContext) {
    return this.start(ctx, 'stock')
  }

  allocated(ctx: HttpContext) {
    return this.start(ctx, 'allocated')
  }

  async download(ctx: HttpContext) {
    return sendInventoryExport(ctx, String(ctx.params.token))
  }

  private async start(ctx: HttpContext, kind: ExportKind) {
    const input = await ctx.request.validateUsing(exportValidator)
    const id = await startInventoryExport({
      kind,
      format: input.format ?? 'csv',
      email: input.email,
      userId: ctx.auth.user!.id,
      language: ctx.i18n.locale,
    })
    ctx.response.status(202)
    return { status: 'started' as const, id }
  }
}
