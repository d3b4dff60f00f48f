import type { HttpContext } from '@adonisjs/core/http'
import { requestAccess } from '#core/access/services/request_access'
import Customer from '#core/customers/models/customer'
import { findVisibleLocation } from '#core/locations/queries/location_queries'
import { locationNetwork } from '#core/network/queries/snapshot_queries'
import { paginated } from '#kernel/http/pagination'
import { routeId } from '#kernel/http/route_id'
import { createVoucherBatch } from '#core/portal/vouchers/actions/create_voucher_batch'
import { revokeUnusedVouchers, revokeVoucher } from '#core/portal/vouchers/actions/revoke_vouchers'
import {
  batchCodes,
  existingPortal,
  findVoucherBatch,
  listVoucherBatches,
} from '#core/portal/vouchers/queries/voucher_queries'
import {
  transformVoucherBatch,
  transformVoucherBatchWithCodes,
  voucherState,
} from '#core/portal/vouchers/transformers/voucher_transformer'
import {
  createVoucherBatchValidator,
  listVoucherBatchesValidator,
  voucherSheetValidator,
} from '#core/portal/vouchers/validators/voucher_validators'
import { voucherSheetPdf } from '#core/portal/vouchers/services/voucher_sheet_pdf'

async function venueOf(ctx: HttpContext) {
  return findVisibleLocation(await requestAccess(ctx), routeId(ctx.params.id))
}

async function batchOf(ctx: HttpContext) {
  const location = await venueOf(ctx)
  const batch = await findVoucherBatch(await existingPortal(location.id), ctx.params.batchId)
  return { location, batch }
}

async function withCodes(batch: Awaited<ReturnType<typeof findVoucherBatch>>) {
  return transformVoucherBatchWithCodes(batch, await batchCodes(batch.id))
}

/** Voucher batches of a venue's portal (routes.ts: portal_read to read, portal_update to change). */
export default class VouchersController {
  async index(ctx: HttpContext) {
    const location = await venueOf(ctx)
    const { page = 1, perPage = 25 } = await ctx.request.validateUsing(
      listVoucherBatchesValidator,
      { data: ctx.request.qs() }
    )
    const portal = await existingPortal(location.id)
    if (!portal) return { data: [], meta: { total: 0, page, perPage, lastPage: 1 } }
    return paginated(await listVoucherBatches(portal.id, page, perPage), transformVoucherBatch)
  }

  async store(ctx: HttpContext) {
    const location = await venueOf(ctx)
    const input = await ctx.request.validateUsing(createVoucherBatchValidator)
    const { portal, batchId } = await createVoucherBatch(location, input, ctx.auth.user?.id ?? null)
    ctx.response.status(201)
    return withCodes(await findVoucherBatch(portal, batchId))
  }

  async show(ctx: HttpContext) {
    const { batch } = await batchOf(ctx)
    ctx.response.header('Cache-Control', 'no-store')
    return withCodes(batch)
  }

  async revokeUnused(ctx: HttpContext) {
    const { location, batch } = await batchOf(ctx)
    await revokeUnusedVouchers(location, batch)
    return withCodes(await findVoucherBatch(await existingPortal(location.id), batch.id))
  }

  async revokeOne(ctx: HttpContext) {
    const { location, batch } = await batchOf(ctx)
    await revokeVoucher(location, batch, ctx.params.code)
    return ctx.response.noContent()
  }

  /** The codes that still let a guest in, as cut-out cards on A4. */
  async sheet(ctx: HttpContext) {
    const { location, batch } = await batchOf(ctx)
    const { lang } = await ctx.request.validateUsing(voucherSheetValidator, {
      data: ctx.request.qs(),
    })
    const customer = await Customer.find(location.customerId)
    const language =
      lang ??
      (['nl', 'en', 'fr', 'de'].includes(customer?.language ?? '') ? customer!.language : 'en')
    const codes = (await batchCodes(batch.id))
      .filter((voucher) => ['unused', 'partly_used'].includes(voucherState(voucher, batch)))
      .map((voucher) => voucher.code)
    const ssid =
      (await locationNetwork(location.id)).wlans.find(
        (wlan) => wlan.guest && wlan.enabled && !wlan.hidden
      )?.name ?? null
    const pdf = await voucherSheetPdf({
      venue: location.venueName || location.name,
      ssid,
      codes,
      durationMinutes: batch.duration_minutes,
      maxUses: batch.max_uses,
      expiresAt: batch.expires_at,
      timezone: location.timezone,
      language,
    })
    ctx.response.header('content-type', 'application/pdf')
    ctx.response.header(
      'content-disposition',
      `inline; filename="vouchers-${location.id}-${batch.id}.pdf"`
    )
    ctx.response.header('Cache-Control', 'no-store')
    return ctx.response.send(pdf)
  }
}
