import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type Location from '#core/locations/models/location'
import PortalVoucherBatch from '#core/portal/models/portal_voucher_batch'
import { findOrCreatePortal } from '#core/portal/portal_queries'
import { newVoucherCode } from '#core/portal/vouchers/services/voucher_codes'
import { recordAudit } from '#kernel/audit/audit'
import { AppException } from '#kernel/exceptions/app_exception'

export interface NewVoucherBatch {
  name: string
  count: number
  durationMinutes: number
  maxUses?: number
  expiresOn?: string | null
}

/** The end of the chosen day (YYYY-MM-DD) in the venue's time zone; the day must exist and be today or later there. */
function expiryOf(location: Location, day: string | null | undefined) {
  if (!day) return null
  const date = DateTime.fromISO(day, { zone: location.timezone })
  if (!date.isValid) throw AppException.invalidField('expiresOn', 'date')
  if (date < DateTime.now().setZone(location.timezone).startOf('day'))
    throw AppException.invalidField('expiresOn', 'today_or_later')
  return date.endOf('day')
}

/**
 * Writes `count` codes that no other code of the portal has. Each round inserts what is still missing and lets the
 * unique (portal, code) index drop a clash, so concurrent batches of one portal never share a code.
 */
async function insertUniqueCodes(
  trx: TransactionClientContract,
  portalId: number,
  batchId: number,
  count: number
) {
  let written = 0
  for (let round = 0; written < count; round++) {
    if (round >= 20) throw new Error('could not find free voucher codes')
    const fresh = new Set<string>()
    while (fresh.size < count - written) fresh.add(newVoucherCode())
    const rows = [...fresh].map((code) => ({
      batch_id: batchId,
      portal_id: portalId,
      code,
      uses: 0,
    }))
    const inserted = await trx
      .knexQuery()
      .table('portal_vouchers')
      .insert(rows)
      .onConflict(['portal_id', 'code'])
      .ignore()
      .returning('id')
    written += inserted.length
  }
}

/** A batch and all its codes, in one transaction: never a batch with part of its codes. */
export async function createVoucherBatch(
  location: Location,
  input: NewVoucherBatch,
  userId: number | null
) {
  const expiresAt = expiryOf(location, input.expiresOn)
  return db.transaction(async (trx) => {
    const portal = await findOrCreatePortal(location, trx)
    const batch = await PortalVoucherBatch.create(
      {
        portalId: portal.id,
        name: input.name,
        durationMinutes: input.durationMinutes,
        maxUses: input.maxUses ?? 1,
        expiresAt,
        createdBy: userId,
      },
      { client: trx }
    )
    await insertUniqueCodes(trx, portal.id, batch.id, input.count)
    await recordAudit(
      {
        action: 'portal.vouchers_created',
        objectType: 'location',
        objectId: location.id,
        newValues: { batchId: batch.id, name: input.name, count: input.count },
      },
      trx
    )
    return { portal, batchId: batch.id }
  })
}
