import type { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { recordAudit } from '#kernel/audit/audit'
import { eventRow } from '#core/network/services/site_snapshot'
import { actorName } from '#core/network/services/network_location'

/**
 * A command issued on a venue's network: its history event and its audit entry, with `update` (the snapshot change
 * the command implies) in the same transaction.
 */
export async function recordCommand(
  ctx: HttpContext,
  locationId: number,
  command: string,
  details: { device?: { id: string; name: string } | null; data?: Record<string, unknown> } = {},
  update?: (trx: TransactionClientContract) => Promise<unknown>
) {
  await db.transaction(async (trx) => {
    if (update) await update(trx)
    const data = { command, by: actorName(ctx), ...details.data }
    await trx.insertQuery().table('network_events').insert(eventRow(locationId, 'command', data, details.device ?? null))
    await recordAudit({ action: `network.${command}`, objectType: 'location', objectId: locationId, newValues: { ...details.data, device: details.device?.id ?? null } }, trx)
  })
}
