import type { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import Controller from '#core/controllers/models/controller'
import type Location from '#core/locations/models/location'
import NetworkConfigFile from '#core/network_config/models/network_config_file'
import { incompatibility } from '#core/network_config/services/compatibility'
import { recordAudit } from '#kernel/audit/audit'
import { AppException } from '#kernel/exceptions/app_exception'

/** What the venue's history says about a file (location_history.ts reads the audit entries of the location). */
function fileValues(file: NetworkConfigFile | null) {
  if (!file) return { config_file_id: null, config_file_name: null }
  return {
    config_file_id: file.id,
    config_file_name: file.name,
    vendor: file.vendor,
    min_version: file.minVersion,
    max_version: file.maxVersion,
  }
}

/**
 * Applies a configuration file to a venue: the venue must be bound to a controller (409 like other network
 * commands), the file must be of that controller's vendor and its range must hold the controller's version. The
 * venue row and the file row are locked, so a delete of the file waits for this and then sees it in use.
 */
export async function applyConfigFile(ctx: HttpContext, location: Location, configId: number) {
  await db.transaction(async (trx) => {
    const venue = await trx
      .from('locations')
      .where('id', location.id)
      .forUpdate()
      .select('controller_id', 'controller_site_id', 'config_file_id')
      .first()
    if (!venue?.controller_id || !venue.controller_site_id)
      throw new AppException(409, 'E_NETWORK_NOT_CONFIGURED')
    const controller = await Controller.find(venue.controller_id, { client: trx })
    if (!controller) throw new AppException(409, 'E_NETWORK_NOT_CONFIGURED')
    const file = await NetworkConfigFile.query({ client: trx })
      .where('id', configId)
      .forUpdate()
      .first()
    if (!file) throw AppException.invalidField('configId', 'exists')
    const refusal = incompatibility(file, controller, 'configId')
    if (refusal) throw refusal
    if (venue.config_file_id === file.id) return

    const previous = venue.config_file_id
      ? await NetworkConfigFile.find(venue.config_file_id, { client: trx })
      : null
    await trx
      .from('locations')
      .where('id', location.id)
      .update({
        config_file_id: file.id,
        config_applied_at: new Date(),
        config_applied_by: ctx.auth.user?.id ?? null,
      })
    await recordAudit(
      {
        action: 'location.config_applied',
        objectType: 'location',
        objectId: location.id,
        oldValues: fileValues(previous),
        newValues: fileValues(file),
      },
      trx
    )
  })
}

/** Takes the applied file off a venue; nothing to do when none is applied. */
export async function removeConfigFile(location: Location) {
  await db.transaction(async (trx) => {
    const venue = await trx
      .from('locations')
      .where('id', location.id)
      .forUpdate()
      .select('config_file_id')
      .first()
    if (!venue?.config_file_id) return
    const previous = await NetworkConfigFile.find(venue.config_file_id, { client: trx })
    await trx
      .from('locations')
      .where('id', location.id)
      .update({ config_file_id: null, config_applied_at: null, config_applied_by: null })
    await recordAudit(
      {
        action: 'location.config_removed',
        objectType: 'location',
        objectId: location.id,
        oldValues: fileValues(previous),
        newValues: fileValues(null),
      },
      trx
    )
  })
}
