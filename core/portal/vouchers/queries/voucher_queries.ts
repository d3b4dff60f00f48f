import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Portal from '#core/portal/models/portal'
import PortalVoucher from '#core/portal/models/portal_voucher'
import { AppException } from '#kernel/exceptions/app_exception'
import { routeId } from '#kernel/http/route_id'

/** A batch row with how its codes stand (what the list and the detail show). */
export interface VoucherBatchRow {
  id: number
  portal_id: number
  name: string
  duration_minutes: number
  max_uses: number
  expires_at: Date | null
  created_at: Date
  codes: number
  available: number
  used: number
  revoked: number
}

/** The venue's portal when it has one; reading never creates it (a read must write nothing). */
export function existingPortal(locationId: number, trx?: TransactionClientContract) {
  return Portal.query({ client: trx }).where('location_id', locationId).first()
}

function batchesQuery(portalId: number, trx?: TransactionClientContract) {
  return (trx ?? db)
    .from('portal_voucher_batches as b')
    .joinRaw(
      `left join lateral (
        select count(*)::int as codes,
          count(*) filter (where v.revoked_at is null and v.uses < b.max_uses and (b.expires_at is null or b.expires_at > now()))::int as available,
          count(*) filter (where v.uses > 0)::int as used,
          count(*) filter (where v.revoked_at is not null)::int as revoked
        from portal_vouchers v where v.batch_id = b.id) c on true`
    )
    .where('b.portal_id', portalId)
    .select(
      'b.id',
      'b.portal_id',
      'b.name',
      'b.duration_minutes',
      'b.max_uses',
      'b.expires_at',
      'b.created_at',
      'c.codes',
      'c.available',
      'c.used',
      'c.revoked'
    )
}

export function listVoucherBatches(portalId: number, page: number, perPage: number) {
  return batchesQuery(portalId)
    .orderBy('b.created_at', 'desc')
    .orderBy('b.id', 'desc')
    .paginate(page, perPage)
}

/** One batch of the portal; another portal's batch, or none, is not found. */
export async function findVoucherBatch(
  portal: Portal | null,
  batchId: unknown,
  trx?: TransactionClientContract
): Promise<VoucherBatchRow> {
  const id = routeId(batchId)
  const row = portal ? await batchesQuery(portal.id, trx).where('b.id', id).first() : null
  if (!row) throw AppException.notFound()
  return row
}

export function batchCodes(batchId: number, trx?: TransactionClientContract) {
  return PortalVoucher.query({ client: trx }).where('batch_id', batchId).orderBy('id')
}
