import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Controller from '#core/controllers/models/controller'
import { recordAudit } from '#kernel/audit/audit'
import type { UnifiSiteSeed } from '#plugins/unifi/simulator/simulator_api'

/**
 * The demo network (embedded `npm start`): one simulated controller per vendor, each in-process on a fixed loopback
 * port, and the demo venues bound to their sites. The rows are written like any other controller, secrets encrypted.
 * The simulators themselves are started by providers/demo_network_provider.ts (database/demo/demo_simulators.ts).
 */
export const DEMO_UNIFI = {
  alias: 'Demo UniFi',
  username: 'demo',
  password: 'Demo-unifi-2026!',
  defaultPort: 18443,
  sites: [
    {
      name: 'markt-main',
      desc: 'De Markt – main bar',
      switches: 1,
      aps: 3,
      wiredClients: 6,
      wirelessClients: 24,
    },
    {
      name: 'markt-terrace',
      desc: 'De Markt – terrace',
      switches: 1,
      aps: 1,
      wiredClients: 1,
      wirelessClients: 8,
    },
    {
      name: 'demo-bar',
      desc: 'Demo Bar',
      switches: 1,
      aps: 2,
      wiredClients: 3,
      wirelessClients: 12,
    },
    // Every real UniFi controller has the `default` site; an admin binding a new venue often starts there.
    { name: 'default', desc: 'Default', switches: 0, aps: 1, wiredClients: 0, wirelessClients: 2 },
  ] satisfies UnifiSiteSeed[],
}

export function demoUnifiUrl(port = DEMO_UNIFI.defaultPort) {
  return `https://127.0.0.1:${port}`
}

/** The system flag in `settings` that marks a seeded demo controller (the plugin's validator drops it, the form cannot set it). */
export const DEMO_CONTROLLER_FLAG = 'demoSimulator'

/** A demo controller row: what the seed writes, before the provider points it at its running simulator. */
export interface DemoControllerRow {
  vendor: string
  alias: string
  url: string
  username?: string | null
  /** Non-secret settings the plugin reads (the demo flag is added). */
  settings?: Record<string, unknown>
  secrets: Record<string, string>
  flavour?: string | null
}

/**
 * Seeds a demo controller and binds the venues the demo seed just created, by their ids (never by name: a real
 * venue called "Demo Bar" is not touched). Every write is audited as a system change (no actor).
 */
export async function seedDemoController(
  trx: TransactionClientContract,
  row: DemoControllerRow,
  venueSites: Array<{ locationId: number; siteId: string }>
) {
  const controller = await Controller.create(
    {
      alias: row.alias,
      vendor: row.vendor,
      url: row.url,
      username: row.username ?? null,
      // The simulators' certificates are self-signed: accepted explicitly, as an admin would for such a controller.
      settings: { ...row.settings, verifyTls: false, [DEMO_CONTROLLER_FLAG]: true },
      secrets: row.secrets,
      status: 'never_synced',
      flavour: row.flavour ?? null,
      syncIntervalSeconds: 30,
    },
    { client: trx }
  )
  await recordAudit(
    {
      action: 'controller.created',
      actorId: null,
      objectType: 'controller',
      objectId: controller.id,
      newValues: { alias: controller.alias, url: row.url, system: 'demo seed' },
    },
    trx
  )
  for (const { locationId, siteId } of venueSites) {
    const bound = await trx
      .from('locations')
      .where('id', locationId)
      .whereNull('controller_id')
      .update({ controller_id: controller.id, controller_site_id: siteId })
    if (!Number(Array.isArray(bound) ? bound[0] : bound)) continue
    const newValues = {
      controller_id: controller.id,
      controller_site_id: siteId,
      system: 'demo seed',
    }
    await recordAudit(
      {
        action: 'location.network_bound',
        actorId: null,
        objectType: 'location',
        objectId: locationId,
        newValues,
      },
      trx
    )
  }
  return controller
}

/** The demo UniFi controller and its venues. */
export function seedDemoNetwork(
  trx: TransactionClientContract,
  venueSites: Array<{ locationId: number; siteId: string }>,
  url = demoUnifiUrl()
) {
  const row = {
    vendor: 'unifi',
    alias: DEMO_UNIFI.alias,
    url,
    username: DEMO_UNIFI.username,
    secrets: { password: DEMO_UNIFI.password },
    flavour: 'unifi-os',
  }
  return seedDemoController(trx, row, venueSites)
}

/**
 * Keeps the seeded demo controller of a vendor (found by its flag, never by alias) pointing at the running simulator.
 * Returns it, or null when there is none (no demo seed, or an admin has since edited it and so taken it over).
 */
export async function pointDemoController(
  trx: TransactionClientContract,
  url: string,
  vendor = 'unifi'
) {
  const controller = await Controller.query({ client: trx })
    .where('vendor', vendor)
    .whereRaw('(settings ->> ?) = ?', [DEMO_CONTROLLER_FLAG, 'true'])
    .orderBy('id')
    .first()
  if (!controller) return null
  if (controller.url !== url) {
    const oldValues = { url: controller.url }
    controller.useTransaction(trx)
    await controller.merge({ url }).save()
    await recordAudit(
      {
        action: 'controller.updated',
        actorId: null,
        objectType: 'controller',
        objectId: controller.id,
        oldValues,
        newValues: { url, system: 'demo simulator port' },
      },
      trx
    )
  }
  return controller
}
