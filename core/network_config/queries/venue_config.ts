import db from '@adonisjs/lucid/services/db'
import Controller from '#core/controllers/models/controller'
import NetworkConfigFile from '#core/network_config/models/network_config_file'
import { configFileFacts } from '#core/network_config/queries/config_file_queries'
import { fitsController } from '#core/network_config/services/compatibility'
import { configVendor } from '#core/network_config/services/config_vendors'
import {
  isoOrNull,
  transformConfigController,
  transformConfigFile,
} from '#core/network_config/transformers/config_file_transformer'

async function personName(userId: number | null) {
  if (userId === null) return null
  const user = await db
    .from('users')
    .where('id', userId)
    .select('id', 'firstname', 'name', 'email')
    .first()
  return user
    ? {
        id: user.id as number,
        name: [user.firstname, user.name].filter(Boolean).join(' ') || (user.email as string),
      }
    : null
}

/**
 * A venue's configuration file (venueConfigSchema): its controller, the file applied (and whether it still fits the
 * controller, whose version may have changed since), and the files that could be applied now.
 */
export async function venueConfig(locationId: number) {
  const venue = await db
    .from('locations')
    .where('id', locationId)
    .select('controller_id', 'config_file_id', 'config_applied_at', 'config_applied_by')
    .first()
  const controller = venue?.controller_id ? await Controller.find(venue.controller_id) : null
  const applied = venue?.config_file_id ? await NetworkConfigFile.find(venue.config_file_id) : null
  const candidates = controller
    ? await NetworkConfigFile.query()
        .where('vendor', controller.vendor)
        .orderBy('name')
        .orderBy('id')
    : []
  const compatible = candidates.filter((file) => fitsController(file, controller!))
  const facts = await configFileFacts(applied ? [applied, ...compatible] : compatible)

  return {
    controller: controller ? transformConfigController(controller) : null,
    takesConfigFiles: controller ? configVendor(controller.vendor) !== null : false,
    applied: applied
      ? {
          ...transformConfigFile(applied, facts.get(applied.id)),
          appliedAt: isoOrNull(venue?.config_applied_at),
          appliedBy: await personName(venue?.config_applied_by ?? null),
          fitsController: controller ? fitsController(applied, controller) : false,
        }
      : null,
    compatible: compatible.map((file) => transformConfigFile(file, facts.get(file.id))),
  }
}
