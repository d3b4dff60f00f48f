import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Controller from '#core/controllers/models/controller'
import { recordAudit } from '#kernel/audit/audit'
import type { UnifiSiteSeed } from '#plugins/unifi/simulator/simulator_api'

/**
 * The demo network (embedded `npm start`): a UniFi OS controller simulated in-process on a fixed loopback port, and
 * the demo venues bound to its sites. The row is written like any other controller, the password encrypted.
 */
export const DEMO_UNIFI = {
  alias: 'Demo UniFi',
  username: 'demo',
  password: 'Demo-unifi-2026!',
  defaultPort: 18443,
  sites: [
    { name: 'markt-main', desc: 'De Markt – main bar', switches: 1, aps: 3, wiredClients: 6, wirelessClients: 24 },
    { name: 'markt-terrace', desc: 'De Markt – terrace', switches: 1, aps: 1, wiredClients: 1, wirelessClients: 8 },
    { name: 'demo-bar', desc: 'Demo Bar', switches: 1, aps: 2, wiredClients: 3, wirelessClients: 12 },
  ] satisfies UnifiSiteSeed[],
}

export function demoUnifiUrl(port = DEMO_UNIFI.defaultPort) {
  return `https://127.0.0.1:${port}`
}

/** The system flag in `settings` that marks the seeded demo controller (the plugin's validator drops it, the form cannot set it). */
export const DEMO_CONTROLLER_FLAG = 'demoSimulator'

/**
 * Seeds the demo controller and binds the venues the demo seed just created, by their ids (never by name: a real
 * venue called "Demo Bar" is not touched). Both writes are audited as system changes (no actor).
 */
export async function seedDemoNetwork(trx: TransactionClientContract, venueSites: Array<{ locationId: number; siteId: string }>, url = demoUnifiUrl()) {
  const controller = await Controller.create(
    {
      alias: DEMO_UNIFI.alias,
      vendor: 'unifi',
      url,
      username: DEMO_UNIFI.username,
      // The simulator's certificate is self-signed: accepted explicitly, as an admin would for such a controller.
      settings: { verifyTls: false, [DEMO_CONTROLLER_FLAG]: true },
      secrets: { password: DEMO_UNIFI.password },
      status: 'never_synced',
      flavour: 'unifi-os',
      syncIntervalSeconds: 30,
    },
    { client: trx }
  )
  await recordAudit({ action: 'controller.created', actorId: null, objectType: 'controller', objectId: controller.id, newValues: { alias: controller.alias, url, system: 'demo seed' } }, trx)
  for (const { locationId, siteId } of venueSites) {
    const bound = await trx.from('locations').where('id', locationId).whereNull('controller_id').update({ controller_id: controller.id, controller_site_id: siteId })
    if (!Number(Array.isArray(bound) ? bound[0] : bound)) continue
    const newValues = { controller_id: controller.id, controller_site_id: siteId, system: 'demo seed' }
    await recordAudit({ action: 'location.network_bound', actorId: null, objectType: 'location', objectId: locationId, newValues }, trx)
  }
  return controller
}

/**
 * Keeps the seeded demo controller (found by its flag, never by alias) pointing at the running simulator. Returns
 * it, or null when there is none (no demo seed, or an admin has since edited it and so taken it over).
 */
export async function pointDemoController(trx: TransactionClientContract, url: string) {
  const controller = await Controller.query({ client: trx }).where('vendor', 'unifi').whereRaw('(settings ->> ?) = ?', [DEMO_CONTROLLER_FLAG, 'true']).orderBy('id').first()
  if (!controller) return null
  if (controller.url !== url) {
    const oldValues = { url: controller.url }
    controller.useTransaction(trx)
    await controller.merge({ url }).save()
    await recordAudit({ action: 'controller.updated', actorId: null, objectType: 'controller', objectId: controller.id, oldValues, newValues: { url, system: 'demo simulator port' } }, trx)
  }
  return controller
}
