import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Controller from '#core/controllers/models/controller'
import Location from '#core/locations/models/location'
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
  /** Which demo venue (by name) reads which site. */
  bindings: { 'De Markt – main bar': 'markt-main', 'De Markt – terrace': 'markt-terrace', 'Demo Bar': 'demo-bar' } as Record<string, string>,
}

export function demoUnifiUrl(port = DEMO_UNIFI.defaultPort) {
  return `https://127.0.0.1:${port}`
}

/**
 * Creates the demo controller when the demo venues exist and it does not, keeps its URL pointing at the running
 * simulator, and binds each demo venue that is still unbound. Idempotent; returns the controller (null when the demo
 * data was not seeded).
 */
export async function ensureDemoNetwork(trx: TransactionClientContract, url = demoUnifiUrl()) {
  const venues = await Location.query({ client: trx }).whereIn('name', Object.keys(DEMO_UNIFI.bindings))
  if (!venues.length) return null
  let controller = await Controller.query({ client: trx }).where({ alias: DEMO_UNIFI.alias, vendor: 'unifi' }).first()
  if (!controller) {
    controller = await Controller.create(
      {
        alias: DEMO_UNIFI.alias,
        vendor: 'unifi',
        url,
        username: DEMO_UNIFI.username,
        settings: { verifyTls: false },
        secrets: { password: DEMO_UNIFI.password },
        status: 'never_synced',
        flavour: 'unifi-os',
        syncIntervalSeconds: 30,
      },
      { client: trx }
    )
  } else if (controller.url !== url) {
    controller.useTransaction(trx)
    await controller.merge({ url }).save()
  }
  for (const venue of venues) {
    if (venue.controllerId) continue
    venue.useTransaction(trx)
    await venue.merge({ controllerId: controller.id, controllerSiteId: DEMO_UNIFI.bindings[venue.name] }).save()
  }
  return controller
}
