import plugins from '#core/plugins/plugins_service'

export interface ConfigVendor {
  key: string
  name: string
  extensions: string[]
}

/** The controller plugins whose manifest says their controllers take configuration files, with the extensions. */
export function configVendors(): ConfigVendor[] {
  return plugins.controllerIds().flatMap((key) => {
    const { name, configFiles } = plugins.manifest(key)
    return configFiles ? [{ key, name, extensions: [...configFiles.extensions] }] : []
  })
}

export function configVendor(key: string) {
  return configVendors().find((vendor) => vendor.key === key) ?? null
}

/** The vendor as admins know it; the key itself once its plugin is no longer enabled. */
export function vendorDisplayName(key: string) {
  return plugins.hasController(key) ? plugins.manifest(key).name : key
}
