import { AppException } from '#kernel/exceptions/app_exception'
import { versionInRange } from '#core/network_config/services/versions'

interface FileRange {
  vendor: string
  minVersion: string
  maxVersion: string | null
}

interface ControllerFacts {
  vendor: string
  version: string | null
}

/**
 * Why a file cannot go on a controller, as the 422 to answer with its field error on `field`; null when it fits
 * (spec §5: the controller file must match the controller version).
 */
export function incompatibility(
  file: FileRange,
  controller: ControllerFacts,
  field: string
): AppException | null {
  if (controller.vendor !== file.vendor)
    return new AppException(422, 'E_CONFIG_VENDOR_MISMATCH', {
      errors: [{ field, rule: 'config_vendor' }],
    })
  if (!controller.version)
    return new AppException(422, 'E_CONTROLLER_VERSION_UNKNOWN', {
      errors: [{ field, rule: 'controller_version_unknown' }],
    })
  if (!versionInRange(controller.version, file.minVersion, file.maxVersion)) {
    return new AppException(422, 'E_CONFIG_VERSION_MISMATCH', {
      errors: [{ field, rule: 'config_version' }],
      data: { version: controller.version },
    })
  }
  return null
}

export function fitsController(file: FileRange, controller: ControllerFacts) {
  return incompatibility(file, controller, 'configId') === null
}
