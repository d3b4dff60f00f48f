import logger from '@adonisjs/core/services/logger'
import Location from '#core/locations/models/location'
import Controller from '#core/controllers/models/controller'
import { PLANS, planIncludes } from '#core/billing/plans/plan_catalog'
import plugins from '#core/plugins/plugins_service'
import { listDevices } from '#core/network/queries/snapshot_queries'
import { upgradeDevice } from '#core/network/actions/device_commands'
import { upgradeBatch } from './upgrade_batch.js'

/** Plans whose venues get nightly firmware updates (plan_catalog.ts). */
export function plansWithAutomaticUpdates() {
  return PLANS.filter((definition) => planIncludes(definition.plan, 'automatic_updates')).map(
    (definition) => definition.plan
  )
}

/** Controller vendors whose plugin can install firmware. */
export function vendorsThatUpgrade() {
  return plugins
    .controllerIds()
    .filter((id) =>
      (plugins.manifest(id).capabilities as readonly string[]).includes('upgradeDevice')
    )
}

async function eligible(location: Location) {
  if (
    !location.automaticUpdates ||
    !planIncludes(location.plan, 'automatic_updates') ||
    location.status === 'archived'
  )
    return false
  if (!location.controllerId || !location.controllerSiteId) return false
  const controller = await Controller.find(location.controllerId)
  return !!controller && vendorsThatUpgrade().includes(controller.vendor)
}

/**
 * One venue's nightly run: upgrades the batch of devices its last snapshot offers firmware for (upgrade_batch.ts),
 * each recorded in the venue's network history and audit like a manual upgrade. A device that fails is logged and
 * left for the next night; the others still go. Returns the devices upgraded.
 */
export async function runAutomaticUpdates(locationId: number): Promise<string[]> {
  const location = await Location.find(locationId)
  if (!location || !(await eligible(location))) return []
  const devices = await listDevices(location.id).select(
    'remote_id',
    'kind',
    'state',
    'firmware_upgrade'
  )
  const upgraded: string[] = []
  for (const deviceId of upgradeBatch(devices)) {
    try {
      await upgradeDevice(null, location, deviceId, { automatic: true })
      upgraded.push(deviceId)
    } catch (error) {
      logger.warn({ err: error, locationId, deviceId }, 'automatic updates: device upgrade failed')
    }
  }
  return upgraded
}
