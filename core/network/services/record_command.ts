import type { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { recordAudit } from '#kernel/audit/audit'
import { eventRow } from '#core/network/services/site_snapshot'
import { actorName } from '#core/network/services/network_location'
import type { NetworkCommand } from '#kernel/audit/audit_actions'

export interface CommandDetails {
  device?: { id: string; name: string } | null
  data?: Record<string, unknown>
  /** What the command changed, as it was before (the history shows old → new). */
  before?: Record<string, unknown>
}

/**
 * A command issued on a venue's network: its history event and its audit entry, with `update` (the snapshot change
 * the command implies) in the same transaction. Both name the device as it was called then, so the history reads
 * the same after a later rename or after the device left the snapshot. Without a request (a nightly job) the event
 * has no actor: the history calls it the system.
 */
export async function recordCommand(
  ctx: HttpContext | null,
  locationId: number,
  command: NetworkCommand,
  details: CommandDetails = {},
  update?: (trx: TransactionClientContract) => Promise<unknown>
) {
  await db.transaction(async (trx) => {
    if (update) await update(trx)
    const data = {
      command,
      by: ctx ? actorName(ctx) : null,
      ...details.data,
      ...(details.before ? { before: details.before } : {}),
    }
    await trx
      .insertQuery()
      .table('network_events')
      .insert(eventRow(locationId, 'command', data, details.device ?? null))
    const device = details.device
      ? { device: details.device.id, device_name: details.device.name }
      : { device: null }
    await recordAudit(
      {
        action: `network.${command}`,
        objectType: 'location',
        objectId: locationId,
        oldValues: details.before ?? null,
        newValues: { ...details.data, ...device },
      },
      trx
    )
  })
}
