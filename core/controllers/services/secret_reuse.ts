import type Controller from '#core/controllers/models/controller'
import type { ControllerPlugin } from '#core/plugins/define_plugin'

/**
 * Whether secrets left empty on edit may take the stored ones: only while the vendor, the URL (its default when left
 * empty) and every required non-secret field (the account: a username, a client id) are unchanged, compared as the
 * plugins normalise them (trimmed, no trailing slash). A stored secret must never be sent to another host or account.
 */
export function mayReuseSecrets(
  existing: Controller,
  plugin: ControllerPlugin,
  raw: Record<string, unknown>
): boolean {
  if (existing.vendor !== plugin.manifest.id) return false
  const url = text(raw.url) ?? plugin.manifest.defaultUrl ?? null
  if (url === null || withoutSlash(url) !== withoutSlash(existing.url)) return false
  return accountFields(plugin).every(
    (name) => text(raw[name]) === text(storedValue(existing, name))
  )
}

/** The required settings that are neither secrets nor the URL, read from the plugin's own validator. */
export function accountFields(plugin: ControllerPlugin): string[] {
  const required = (plugin.settings.toJSONSchema().required ?? []) as string[]
  return required.filter((name) => name !== 'url' && !plugin.manifest.secretSettings.includes(name))
}

/** Where saveController keeps a setting: the username in its own column, the other non-secrets in `settings`. */
function storedValue(existing: Controller, name: string): unknown {
  return name === 'username' ? existing.username : existing.settings?.[name]
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null
}

function withoutSlash(url: string) {
  return url.replace(/\/+$/, '')
}
