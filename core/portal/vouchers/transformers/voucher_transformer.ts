import type PortalVoucher from '#core/portal/models/portal_voucher'
import type { VoucherBatchRow } from '#core/portal/vouchers/queries/voucher_queries'

export const VOUCHER_STATES = ['unused', 'partly_used', 'used_up', 'expired', 'revoked'] as const
export type VoucherState = (typeof VOUCHER_STATES)[number]

const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null)

export function isExpired(batch: Pick<VoucherBatchRow, 'expires_at'>) {
  return batch.expires_at !== null && new Date(batch.expires_at).getTime() <= Date.now()
}

/** Revoked wins over everything; a code with sign-ins left but past its batch's expiry is expired. */
export function voucherState(voucher: PortalVoucher, batch: VoucherBatchRow): VoucherState {
  if (voucher.revokedAt) return 'revoked'
  if (voucher.uses >= batch.max_uses) return 'used_up'
  if (isExpired(batch)) return 'expired'
  return voucher.uses > 0 ? 'partly_used' : 'unused'
}

export function transformVoucherBatch(batch: VoucherBatchRow) {
  return {
    id: batch.id,
    name: batch.name,
    durationMinutes: batch.duration_minutes,
    maxUses: batch.max_uses,
    expiresAt: iso(batch.expires_at),
    expired: isExpired(batch),
    createdAt: iso(batch.created_at)!,
    codes: batch.codes,
    available: batch.available,
    used: batch.used,
    revoked: batch.revoked,
  }
}

export function transformVoucherBatchWithCodes(batch: VoucherBatchRow, vouchers: PortalVoucher[]) {
  return {
    ...transformVoucherBatch(batch),
    vouchers: vouchers.map((voucher) => ({
      code: voucher.code,
      uses: voucher.uses,
      state: voucherState(voucher, batch),
      revokedAt: voucher.revokedAt?.toISO() ?? null,
    })),
  }
}
