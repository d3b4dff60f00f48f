import type { ApplicationService } from '@adonisjs/core/types'
import type { PluginsConfig } from '#core/plugins/define_config'
import { PluginRegistry } from '#core/plugins/plugin_registry'

/**
 * Binds the plugin registry as `plugins` and loads every plugin enabled in config/plugins.ts at boot, so a
 * plugin with a wrong id, an unknown capability or no settings validator stops the app from starting instead
 * of failing on the first sync. Shutdown closes the shared HTTP pools the plugins used.
 */
export default class PluginsProvider {
  constructor(protected app: ApplicationService) {}

  register() {
    const config = this.app.config.get<PluginsConfig>('plugins', {
      controllers: {},
      integrations: {},
    })
    this.app.container.singleton('plugins', () => new PluginRegistry(config))
  }

  async boot() {
    const registry = await this.app.container.make('plugins')
    await registry.load()
  }

  async shutdown() {
    const { closePluginHttpAgents } = await import('#core/plugins/plugin_http')
    await closePluginHttpAgents()
  }
}

declare module '@adonisjs/core/types' {
  interface ContainerBindings {
    plugins: PluginRegistry
  }
}
