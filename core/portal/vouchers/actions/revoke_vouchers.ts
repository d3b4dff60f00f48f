import db from '@adonisjs/lucid/services/db'
import type Location from '#core/locations/models/location'
import type { VoucherBatchRow } from '#core/portal/vouchers/queries/voucher_queries'
import { voucherCodeFromInput } from '#core/portal/vouchers/services/voucher_codes'
import { recordAudit } from '#kernel/audit/audit'
import { AppException } from '#kernel/exceptions/app_exception'

/** Revokes every code of the batch that was never used; used ones stay as they are (their guests are online). */
export async function revokeUnusedVouchers(location: Location, batch: VoucherBatchRow) {
  await db.transaction(async (trx) => {
    const revoked = await trx
      .from('portal_vouchers')
      .where('batch_id', batch.id)
      .where('uses', 0)
      .whereNull('revoked_at')
      .update({ revoked_at: new Date() })
    await recordAudit(
      {
        action: 'portal.vouchers_revoked',
        objectType: 'location',
        objectId: location.id,
        newValues: {
          batchId: batch.id,
          count: Number(Array.isArray(revoked) ? revoked[0] : revoked),
        },
      },
      trx
    )
  })
}

/** Revokes one code of the batch, used or not; a code already revoked stays so. */
export async function revokeVoucher(location: Location, batch: VoucherBatchRow, typed: unknown) {
  const code = voucherCodeFromInput(typed)
  if (!code) throw AppException.notFound()
  await db.transaction(async (trx) => {
    const voucher = await trx
      .from('portal_vouchers')
      .where({ batch_id: batch.id, code })
      .forUpdate()
      .first()
    if (!voucher) throw AppException.notFound()
    if (voucher.revoked_at) return
    await trx.from('portal_vouchers').where('id', voucher.id).update({ revoked_at: new Date() })
    await recordAudit(
      {
        action: 'portal.voucher_revoked',
        objectType: 'location',
        objectId: location.id,
        newValues: { batchId: batch.id, code },
      },
      trx
    )
  })
}
