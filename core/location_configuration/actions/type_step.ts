import type { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import type { Infer } from '@vinejs/vine/types'
import Controller from '#core/controllers/models/controller'
import type Location from '#core/locations/models/location'
import NetworkConfigFile from '#core/network_config/models/network_config_file'
import { bindController } from '#core/network/actions/bind_controller'
import { applyConfigFile } from '#core/network_config/actions/apply_config_file'
import { configVendor, vendorDisplayName } from '#core/network_config/services/config_vendors'
import { incompatibility } from '#core/network_config/services/compatibility'
import { AppException } from '#kernel/exceptions/app_exception'
import type { STEP_VALIDATORS } from '#core/location_configuration/validators/configuration_validators'

type TypeInput = Infer<(typeof STEP_VALIDATORS)['type']>

/**
 * Spec §5 in the vendor's words: "Omada location creation failed – file incompatible with controller version".
 * Any other refusal of the file (wrong vendor, unknown controller version) keeps its own code.
 */
function fileRefusal(file: NetworkConfigFile, controller: Controller) {
  const refusal = incompatibility(file, controller, 'configFileId')
  if (refusal?.code !== 'E_CONFIG_VERSION_MISMATCH') return refusal
  return new AppException(422, 'E_LOCATION_CONFIG_INCOMPATIBLE', {
    errors: [{ field: 'configFileId', rule: 'config_version' }],
    data: {
      vendor: vendorDisplayName(controller.vendor),
      version: controller.version,
      min: file.minVersion,
      max: file.maxVersion ?? '…',
    },
  })
}

/** Checks everything before changing anything: the controller, its vendor, the site (free) and the file. */
async function checkedChoice(location: Location, input: TypeInput) {
  const controller = await Controller.find(input.controllerId)
  if (!controller) throw AppException.invalidField('controllerId', 'exists')
  if (controller.vendor !== input.vendor)
    throw AppException.invalidField('vendor', 'controller_vendor')
  const site = await db
    .from('controller_sites')
    .where({ controller_id: controller.id, remote_id: input.siteId })
    .first()
  if (!site) throw AppException.invalidField('siteId', 'exists')
  const taken = await db
    .from('locations')
    .where({ controller_id: controller.id, controller_site_id: input.siteId })
    .whereNot('id', location.id)
    .first()
  if (taken) throw AppException.invalidField('siteId', 'unique')

  const takesFiles = configVendor(controller.vendor) !== null
  if (takesFiles && !input.configFileId) throw AppException.invalidField('configFileId', 'required')
  const file = input.configFileId ? await NetworkConfigFile.find(input.configFileId) : null
  if (input.configFileId && !file) throw AppException.invalidField('configFileId', 'exists')
  const refusal = file ? fileRefusal(file, controller) : null
  if (refusal) throw refusal
  return { controller, site, file }
}

/**
 * Step 1: the configuration type, the vendor and its controller, the site (bound to the venue, which reads it once)
 * and the controller's configuration file, applied to the venue.
 */
export async function saveTypeStep(ctx: HttpContext, location: Location, input: TypeInput) {
  const { controller, site, file } = await checkedChoice(location, input)
  await bindController(location, { controllerId: controller.id, siteId: input.siteId })
  if (file) await applyConfigFile(ctx, location, file.id)
  return {
    configType: input.configType,
    vendor: controller.vendor,
    vendorName: vendorDisplayName(controller.vendor),
    controllerId: controller.id,
    controllerAlias: controller.alias,
    controllerVersion: controller.version,
    siteId: input.siteId,
    siteName: (site.name as string | null) ?? input.siteId,
    configFileId: file?.id ?? null,
    configFileName: file?.name ?? null,
  }
}
