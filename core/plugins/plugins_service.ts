import app from '@adonisjs/core/services/app'
import type { PluginRegistry } from './plugin_registry.js'

/** The plugin registry of the running app (bound by providers/plugins_provider.ts). */
let plugins: PluginRegistry

await app.booted(async () => {
  plugins = await app.container.make('plugins')
})

export { plugins as default }
