import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { RemoteSite } from '#core/plugins/controller_contract'
import { chunks } from '#core/network/services/site_snapshot'

/**
 * Replaces the controller's list of known sites with what it just reported: inserts the new ones, updates the ones
 * whose name or parent moved (`seen_at` then says when), leaves the others untouched, and removes the ones gone.
 */
export async function storeSites(
  controllerId: number,
  sites: RemoteSite[],
  client?: TransactionClientContract
) {
  const now = new Date()
  const store = async (trx: TransactionClientContract) => {
    for (const chunk of chunks(sites)) {
      const rows = chunk.map((site) => ({
        controller_id: controllerId,
        remote_id: site.id,
        name: site.name.slice(0, 300),
        parent_id: site.parentId,
        parent_name: site.parentName?.slice(0, 300) ?? null,
        seen_at: now,
      }))
      await trx
        .knexQuery()
        .table('controller_sites')
        .insert(rows)
        .onConflict(['controller_id', 'remote_id'])
        .merge(['name', 'parent_id', 'parent_name', 'seen_at'])
        .whereRaw(
          '(controller_sites.name, controller_sites.parent_id, controller_sites.parent_name) is distinct from (excluded.name, excluded.parent_id, excluded.parent_name)'
        )
    }
    await trx.rawQuery(
      'delete from controller_sites where controller_id = ? and not (remote_id = any(?::text[]))',
      [controllerId, sites.map((site) => site.id)]
    )
  }
  await (client ? store(client) : db.transaction(store))
}
