import type Controller from '#core/controllers/models/controller'
import type NetworkConfigFile from '#core/network_config/models/network_config_file'
import type { ConfigFileFacts } from '#core/network_config/queries/config_file_queries'
import { vendorDisplayName } from '#core/network_config/services/config_vendors'

/** A configuration file as the API shows it (config_file_schemas.ts); never where its bytes are stored. */
export function transformConfigFile(
  file: NetworkConfigFile,
  facts: ConfigFileFacts = { uploader: null, locationCount: 0 }
) {
  return {
    id: file.id,
    name: file.name,
    vendor: file.vendor,
    vendorName: vendorDisplayName(file.vendor),
    minVersion: file.minVersion,
    maxVersion: file.maxVersion,
    canChangeWifiSettings: file.canChangeWifiSettings,
    fileName: file.originalName,
    size: file.size,
    sha256: file.sha256,
    uploadedBy: facts.uploader,
    createdAt: file.createdAt.toUTC().toISO()!,
    locationCount: facts.locationCount,
  }
}

export function transformConfigController(controller: Controller) {
  return {
    id: controller.id,
    alias: controller.alias,
    vendor: controller.vendor,
    vendorName: vendorDisplayName(controller.vendor),
    version: controller.version,
  }
}

export function transformUsingLocation(row: {
  id: number
  name: string
  config_applied_at: Date | string | null
}) {
  return { id: row.id, name: row.name, appliedAt: isoOrNull(row.config_applied_at) }
}

export function isoOrNull(value: Date | string | null | undefined) {
  if (value === null || value === undefined) return null
  return new Date(value).toISOString()
}
