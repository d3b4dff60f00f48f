import {
  array,
  boolean,
  dateTime,
  integer,
  nullable,
  object,
  string,
} from '#kernel/http/contract/schemas'

/** Response schemas of core/network_config (transformers/config_file_transformer.ts, venue_config.ts). */
const person = nullable(object({ id: integer(), name: string() }))

export const configFileSchema = {
  ...object({
    id: integer(),
    name: string(),
    vendor: string(),
    vendorName: string(),
    minVersion: string(),
    maxVersion: nullable(string()),
    canChangeWifiSettings: boolean(),
    fileName: string(),
    size: integer(),
    sha256: string(),
    uploadedBy: person,
    createdAt: dateTime(),
    locationCount: integer(),
  }),
  description:
    'A configuration file: vendor, controller version range (maxVersion null: no upper bound), size, uploader, venues using it',
}

export const configControllerSchema = object({
  id: integer(),
  alias: string(),
  vendor: string(),
  vendorName: string(),
  version: nullable(string()),
})

export const configFileDetailSchema = object({
  ...configFileSchema.properties!,
  controllers: array(configControllerSchema),
  locations: array(object({ id: integer(), name: string(), appliedAt: nullable(dateTime()) })),
} as Record<string, any>)

export const configSettingsSchema = object({
  vendors: array(object({ key: string(), name: string(), extensions: array(string()) })),
  maxBytes: integer(),
  controllers: array(configControllerSchema),
})

export const venueConfigSchema = object({
  controller: nullable(configControllerSchema),
  takesConfigFiles: boolean(),
  applied: nullable(
    object({
      ...configFileSchema.properties!,
      appliedAt: nullable(dateTime()),
      appliedBy: person,
      fitsController: boolean(),
    } as Record<string, any>)
  ),
  compatible: array(configFileSchema),
})
