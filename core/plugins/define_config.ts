import type { PluginDefinition } from './define_plugin.js'

/** A lazy import of a plugin folder's index: `() => import('#plugins/unifi/index')`. */
export type PluginLoader = () => Promise<{ default: PluginDefinition<any, any, any> }>

/**
 * `config/plugins.ts`: the enabled plugins by kind. The key is the plugin id, which must equal both the folder
 * name under plugins/ and the manifest id; the plugins provider checks every entry at boot.
 */
export interface PluginsConfig {
  controllers: Record<string, PluginLoader>
  integrations: Record<string, PluginLoader>
}

export function defineConfig(config: PluginsConfig): PluginsConfig {
  return config
}
