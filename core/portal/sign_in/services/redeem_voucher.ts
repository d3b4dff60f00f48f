import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { voucherCodeFromInput } from '#core/portal/vouchers/services/voucher_codes'
import { AppException } from '#kernel/exceptions/app_exception'

/**
 * Uses one sign-in of a voucher: the code must belong to this portal, not be revoked, its batch not expired, and have
 * uses left. One guarded UPDATE does the check and the count, so two guests racing for the last use cannot both get it.
 * Returns the voucher and how long it lets the guest in; anything else is one error (never which check failed).
 */
export async function redeemVoucher(
  trx: TransactionClientContract,
  portalId: number,
  typed: string | null | undefined
) {
  const code = voucherCodeFromInput(typed)
  if (!code) throw invalidVoucher()
  const result = await trx.rawQuery(
    `update portal_vouchers v set uses = v.uses + 1
       from portal_voucher_batches b
      where b.id = v.batch_id and v.portal_id = ? and v.code = ? and v.revoked_at is null
        and v.uses < b.max_uses and (b.expires_at is null or b.expires_at > now())
      returning v.id, b.duration_minutes`,
    [portalId, code]
  )
  const row = result.rows[0]
  if (!row) throw invalidVoucher()
  return { voucherId: Number(row.id), minutes: Number(row.duration_minutes) }
}

function invalidVoucher() {
  return new AppException(422, 'E_VOUCHER_INVALID', {
    errors: [{ field: 'voucher', rule: 'voucher' }],
  })
}
