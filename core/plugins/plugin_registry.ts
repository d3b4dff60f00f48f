import type { PluginsConfig } from './define_config.js'
import type {
  ControllerPlugin,
  IntegrationPlugin,
  PluginKind,
  PluginManifest,
} from './define_plugin.js'
import { pluginProblems } from './validate_plugin.js'

export class InvalidPluginError extends Error {
  constructor(id: string, problems: string[]) {
    super(`plugin "${id}" is invalid: ${problems.join('; ')}`)
  }
}

export class UnknownPluginError extends Error {
  constructor(readonly id: string) {
    super(`no enabled plugin "${id}" (see config/plugins.ts)`)
  }
}

/**
 * The enabled plugins, loaded and checked once (`load`, at boot by the plugins provider), then read synchronously:
 * `plugins.controller('unifi')`, `plugins.controllerIds()`, `plugins.integration('mailchimp')`, `plugins.manifest('unifi')`.
 */
export class PluginRegistry {
  #controllers = new Map<string, ControllerPlugin>()
  #integrations = new Map<string, IntegrationPlugin>()
  #loaded = false

  constructor(private config: PluginsConfig) {}

  /** Imports every enabled plugin and throws InvalidPluginError on the first that is not sound. */
  async load() {
    await this.#loadKind('controller', this.config.controllers, this.#controllers)
    await this.#loadKind('integration', this.config.integrations, this.#integrations)
    this.#loaded = true
  }

  controllerIds(): string[] {
    this.#assertLoaded()
    return [...this.#controllers.keys()]
  }

  integrationIds(): string[] {
    this.#assertLoaded()
    return [...this.#integrations.keys()]
  }

  hasController(id: string): boolean {
    this.#assertLoaded()
    return this.#controllers.has(id)
  }

  controller(id: string): ControllerPlugin {
    this.#assertLoaded()
    const plugin = this.#controllers.get(id)
    if (!plugin) throw new UnknownPluginError(id)
    return plugin
  }

  hasIntegration(id: string): boolean {
    this.#assertLoaded()
    return this.#integrations.has(id)
  }

  integration(id: string): IntegrationPlugin {
    this.#assertLoaded()
    const plugin = this.#integrations.get(id)
    if (!plugin) throw new UnknownPluginError(id)
    return plugin
  }

  manifest(id: string): PluginManifest {
    this.#assertLoaded()
    const plugin = this.#controllers.get(id) ?? this.#integrations.get(id)
    if (!plugin) throw new UnknownPluginError(id)
    return plugin.manifest
  }

  async #loadKind(kind: PluginKind, loaders: PluginsConfig['controllers'], into: Map<string, any>) {
    for (const [id, loader] of Object.entries(loaders ?? {})) {
      let definition: unknown
      try {
        definition = (await loader()).default
      } catch (error) {
        throw new InvalidPluginError(id, [`its module failed to load: ${(error as Error).message}`])
      }
      const problems = pluginProblems(id, kind, definition)
      if (problems.length) throw new InvalidPluginError(id, problems)
      into.set(id, definition)
    }
  }

  #assertLoaded() {
    if (!this.#loaded)
      throw new Error('the plugin registry is used before the plugins provider loaded it')
  }
}
