import { CONTROLLER_CAPABILITIES } from './controller_contract.js'
import type { PluginKind } from './define_plugin.js'

const KNOWN_CAPABILITIES = new Set<string>(CONTROLLER_CAPABILITIES)
const PLUGIN_ID = /^[a-z][a-z0-9_]*$/

/** Everything wrong with a plugin module's default export, as sentences for the boot error; empty when it is sound. */
export function pluginProblems(id: string, kind: PluginKind, definition: any): string[] {
  if (!definition || typeof definition !== 'object') return ['the module has no default export (definePlugin(...))']
  const problems: string[] = []
  const manifest = definition.manifest
  if (!PLUGIN_ID.test(id)) problems.push(`"${id}" is not a valid plugin id (lower case, digits, underscores)`)
  if (!manifest || typeof manifest !== 'object') return [...problems, 'manifest is missing']

  if (manifest.id !== id) problems.push(`manifest.id "${manifest.id}" must equal the folder and config key "${id}"`)
  if (manifest.kind !== kind) problems.push(`manifest.kind "${manifest.kind}" must be "${kind}"`)
  if (typeof manifest.name !== 'string' || !manifest.name.trim()) problems.push('manifest.name is missing')

  if (!Array.isArray(manifest.capabilities)) {
    problems.push('manifest.capabilities must be an array')
  } else {
    const unknown = kind === 'controller' ? manifest.capabilities.filter((c: string) => !KNOWN_CAPABILITIES.has(c)) : []
    if (unknown.length) problems.push(`unknown capabilities: ${unknown.join(', ')}`)
    if (new Set(manifest.capabilities).size !== manifest.capabilities.length) problems.push('duplicate capabilities')
  }

  const secrets = manifest.secretSettings
  if (!Array.isArray(secrets) || secrets.some((name: unknown) => typeof name !== 'string')) {
    problems.push('manifest.secretSettings must be an array of field names')
  }
  if (typeof definition.settings?.validate !== 'function') problems.push('settings must be a compiled VineJS validator')
  if (typeof definition.connect !== 'function') problems.push('connect must be a function')
  return problems
}
