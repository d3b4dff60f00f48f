import logger from '@adonisjs/core/services/logger'
import db from '@adonisjs/lucid/services/db'
import { randomBytes } from 'node:crypto'
import Controller from '#core/controllers/models/controller'
import type Location from '#core/locations/models/location'
import plugins from '#core/plugins/plugins_service'
import { createPluginHttp } from '#core/plugins/plugin_http'
import { findOrCreatePortal } from '#core/portal/portal_queries'
import { AppException } from '#kernel/exceptions/app_exception'
import { controllerCommand } from '#core/network/services/controller_command'

/** The system flag of a seeded demo controller (database/demo/demo_network.ts, DEMO_CONTROLLER_FLAG). */
const DEMO_FLAG = 'demoSimulator'

/**
 * The link behind the location portal tab's "Try as a guest". On a demo venue, the plugin's simulator plays the
 * device: it is asked for the redirect an unauthorized guest's phone would get (for a guest device the last sync saw
 * online), so the link walks the real flow and signing in lets that simulated device through, which the next sync
 * shows. Elsewhere no real device may be let in by a test: the link is the sample page, which checks a
 * sign-in like a real one and stores nothing.
 */
export async function tryAsGuestUrl(location: Location, portalOrigin: string): Promise<{ url: string; simulated: boolean }> {
  const portal = await findOrCreatePortal(location)
  if (!portal.published) throw new AppException(409, 'E_PORTAL_NOT_PUBLISHED')
  const simulated = await simulatorRedirect(location, portalOrigin)
  if (simulated) return { url: simulated, simulated: true }
  return { url: `${portalOrigin}/peplinkportaltest?portal=${portal.publicId}`, simulated: false }
}

async function simulatorRedirect(location: Location, portalOrigin: string): Promise<string | null> {
  if (!location.controllerId || !location.controllerSiteId) return null
  const controller = await Controller.find(location.controllerId)
  if (!controller || controller.settings?.[DEMO_FLAG] !== true || !plugins.hasController(controller.vendor)) return null
  const helper = plugins.controller(controller.vendor).guestPortal?.simulatorRedirect
  if (!helper) return null
  const site = await db.from('controller_sites').where({ controller_id: controller.id, remote_id: location.controllerSiteId }).select('name').first()
  const guest = await guestDevice(location.id)
  // Most simulated guests were let through long ago: the one picked has that authorization end first, as if it had
  // expired, so that the walk through the portal is the real one. Only ever on a demo controller.
  if (guest.authorized) await controllerCommand(location, 'revokeGuest', (revoke, siteId) => revoke(siteId, guest.mac)).catch(() => {})
  const url = helper({ simulatorUrl: controller.url, siteId: location.controllerSiteId, siteName: site?.name ?? location.controllerSiteId, mac: guest.mac, portalOrigin })
  try {
    const answer = await createPluginHttp({ verifyTls: false, timeoutMs: 5_000 }).request({ method: 'GET', url, followRedirects: false })
    const target = answer.headers.location
    if (answer.status >= 300 && answer.status < 400 && target?.startsWith(`${portalOrigin}/`)) return target
    logger.warn({ status: answer.status, controllerId: controller.id }, 'try as a guest: the simulator gave no redirect to the portal')
  } catch (error) {
    logger.warn({ err: error, controllerId: controller.id }, 'try as a guest: the simulator cannot be reached')
  }
  return null
}

/** A guest device the last sync saw online, one not let through first; else a made-up (locally administered) one. */
async function guestDevice(locationId: number): Promise<{ mac: string; authorized: boolean }> {
  const row = await db
    .from('network_clients')
    .where({ location_id: locationId, online: true, guest: true })
    .orderBy([{ column: 'authorized', order: 'asc' }, { column: 'mac' }])
    .select('mac', 'authorized')
    .first()
  if (row) return { mac: row.mac, authorized: row.authorized }
  return { mac: `02:${randomBytes(5).toString('hex').match(/../g)!.join(':')}`, authorized: false }
}
