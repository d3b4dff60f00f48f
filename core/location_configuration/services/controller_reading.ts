import logger from '@adonisjs/core/services/logger'
import type Controller from '#core/controllers/models/controller'
import { withConnection } from '#core/controllers/services/controller_connection'
import type { NetworkDevice, RemoteSite, Wlan } from '#core/plugins/controller_contract'
import { isPluginError } from '#core/plugins/plugin_errors'

/** What the wizard's and the finish-install flow's live checks read from a venue's site, in one connection. */
export interface SiteReading {
  sites: RemoteSite[]
  devices: NetworkDevice[]
  /** Null when the vendor cannot list WLANs: then the WLANs stay as the installer declared them. */
  wlans: Wlan[] | null
}

/**
 * Reads the site live; null when the controller could not be read (down, refused the login, answered garbage),
 * which the checks report as "could not be read" rather than failing the request.
 */
export async function readSite(
  controller: Controller,
  siteId: string
): Promise<SiteReading | null> {
  try {
    return await withConnection(controller, async (connection) => ({
      sites: await connection.listSites(),
      devices: await connection.listDevices(siteId),
      wlans: connection.listWlans ? await connection.listWlans(siteId) : null,
    }))
  } catch (error) {
    if (!isPluginError(error)) throw error
    logger.info(
      { err: error, controller: controller.id },
      'live check could not read the controller'
    )
    return null
  }
}
