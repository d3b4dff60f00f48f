import { CONTROLLER_CAPABILITIES } from './controller_contract.js'
import type { PluginKind } from './define_plugin.js'
import { INTEGRATION_CAPABILITIES } from './integration_contract.js'

const KNOWN_CAPABILITIES: Record<PluginKind, Set<string>> = {
  controller: new Set<string>(CONTROLLER_CAPABILITIES),
  integration: new Set<string>(INTEGRATION_CAPABILITIES),
}
const INTEGRATION_SCOPES = ['portal', 'partner']
const PLUGIN_ID = /^[a-z][a-z0-9_]*$/
const FILE_EXTENSION = /^\.[a-z0-9]{1,10}$/

/** Everything wrong with a plugin module's default export, as sentences for the boot error; empty when it is sound. */
export function pluginProblems(id: string, kind: PluginKind, definition: any): string[] {
  if (!definition || typeof definition !== 'object')
    return ['the module has no default export (definePlugin(...))']
  const problems: string[] = []
  const manifest = definition.manifest
  if (!PLUGIN_ID.test(id))
    problems.push(`"${id}" is not a valid plugin id (lower case, digits, underscores)`)
  if (!manifest || typeof manifest !== 'object') return [...problems, 'manifest is missing']

  if (manifest.id !== id)
    problems.push(`manifest.id "${manifest.id}" must equal the folder and config key "${id}"`)
  if (manifest.kind !== kind) problems.push(`manifest.kind "${manifest.kind}" must be "${kind}"`)
  if (typeof manifest.name !== 'string' || !manifest.name.trim())
    problems.push('manifest.name is missing')

  if (!Array.isArray(manifest.capabilities)) {
    problems.push('manifest.capabilities must be an array')
  } else {
    const unknown = manifest.capabilities.filter((c: string) => !KNOWN_CAPABILITIES[kind]?.has(c))
    if (unknown.length) problems.push(`unknown capabilities: ${unknown.join(', ')}`)
    if (new Set(manifest.capabilities).size !== manifest.capabilities.length)
      problems.push('duplicate capabilities')
  }

  const secrets = manifest.secretSettings
  if (!Array.isArray(secrets) || secrets.some((name: unknown) => typeof name !== 'string')) {
    problems.push('manifest.secretSettings must be an array of field names')
  }
  problems.push(...configFilesProblems(kind, manifest.configFiles))
  problems.push(...integrationProblems(kind, definition))
  if (typeof definition.settings?.validate !== 'function')
    problems.push('settings must be a compiled VineJS validator')
  if (typeof definition.connect !== 'function') problems.push('connect must be a function')
  const venueSettings = definition.locationSettings
  if (venueSettings !== undefined) {
    if (typeof venueSettings?.validator?.validate !== 'function')
      problems.push('locationSettings.validator must be a compiled VineJS validator')
    if (venueSettings?.suggest !== undefined && typeof venueSettings.suggest !== 'function')
      problems.push('locationSettings.suggest must be a function')
  }
  const guestPortal = definition.guestPortal
  if (guestPortal !== undefined) {
    for (const hook of ['browserLogin', 'simulatorRedirect']) {
      if (guestPortal?.[hook] !== undefined && typeof guestPortal[hook] !== 'function')
        problems.push(`guestPortal.${hook} must be a function`)
    }
  }
  return problems
}

/** `configFiles` is optional; when present it belongs to a controller plugin and lists distinct extensions like ".cfg". */
function configFilesProblems(kind: PluginKind, configFiles: unknown): string[] {
  if (configFiles === undefined) return []
  if (kind !== 'controller') return ['manifest.configFiles is only for controller plugins']
  const extensions = (configFiles as { extensions?: unknown } | null)?.extensions
  if (!Array.isArray(extensions) || extensions.length === 0)
    return ['manifest.configFiles.extensions must be a non-empty array']
  const wrong = extensions.filter((ext) => typeof ext !== 'string' || !FILE_EXTENSION.test(ext))
  if (wrong.length)
    return [
      `manifest.configFiles.extensions must be lower-case extensions with their dot (".cfg"): ${wrong.map(String).join(', ')}`,
    ]
  if (new Set(extensions).size !== extensions.length)
    return ['duplicate manifest.configFiles.extensions']
  return []
}

/** `scope` and `options` belong to integration plugins; when present they must be a known scope and a validator. */
function integrationProblems(kind: PluginKind, definition: any): string[] {
  const scope = definition.manifest.scope
  const problems: string[] = []
  if (kind !== 'integration') {
    if (scope !== undefined) problems.push('manifest.scope is only for integration plugins')
    if (definition.options !== undefined) problems.push('options is only for integration plugins')
    return problems
  }
  if (scope !== undefined && !INTEGRATION_SCOPES.includes(scope))
    problems.push(`manifest.scope must be one of ${INTEGRATION_SCOPES.join(', ')}`)
  if (definition.options !== undefined && typeof definition.options?.validate !== 'function')
    problems.push('options must be a compiled VineJS validator')
  return problems
}
