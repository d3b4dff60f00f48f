import db from '@adonisjs/lucid/services/db'
import type Controller from '#core/controllers/models/controller'
import { withConnection } from '#core/controllers/services/controller_connection'
import { isPluginError, stateOf } from '#core/plugins/plugin_errors'
import { fetchSite } from '#core/network/services/fetch_site'
import { writeSnapshots } from '#core/network/services/write_snapshots'
import { markLocationsOffline } from '#core/network/services/mark_locations_offline'
import type { BoundLocation } from '#core/network/services/site_snapshot'

/**
 * Reads one bound site now (right after binding, so the venue shows its network at once instead of after the next
 * tick). A vendor failure leaves the venue offline; the periodic sync will try again.
 */
export async function syncLocation(controller: Controller, location: BoundLocation) {
  const started = new Date()
  try {
    const snapshot = await withConnection(controller, (connection) =>
      fetchSite(connection, location.siteId)
    )
    await db.transaction((trx) =>
      writeSnapshots(trx, [{ controllerId: controller.id, location, snapshot }], started)
    )
  } catch (error) {
    if (!isPluginError(error)) throw error
    await markLocationsOffline(controller.id, stateOf(error), [location])
  }
}
