import { withPortalDefaults, type PortalSettings } from '#core/portal/portal_settings'

/** What the designer may send: any part of the settings, texts possibly null (the body parser's empty string). */
export type DraftInput = { [key: string]: unknown }

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * The parts sent laid over the stored draft: objects merge key by key (one language's texts, one colour), lists and
 * values replace, null becomes '' (an emptied text), undefined keeps what was there.
 */
function overlay(base: unknown, input: unknown): unknown {
  if (input === undefined) return base
  if (input === null) return typeof base === 'string' || base === undefined ? '' : base
  if (isPlainObject(input) && isPlainObject(base)) {
    const merged: Record<string, unknown> = { ...base }
    for (const [key, value] of Object.entries(input)) {
      if (key in base) merged[key] = overlay(base[key], value)
    }
    return merged
  }
  return input
}

/** The stored draft with the designer's parts applied; keys the settings do not know are dropped. */
export function applyDraftInput(stored: PortalSettings, input: DraftInput): PortalSettings {
  return withPortalDefaults(overlay(stored, input) as PortalSettings)
}

/** Equal settings documents, whatever the order of their keys. */
export function sameSettings(a: PortalSettings | null, b: PortalSettings | null) {
  return JSON.stringify(sorted(a)) === JSON.stringify(sorted(b))
}

function sorted(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sorted)
  if (isPlainObject(value))
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, sorted(value[key])])
    )
  return value
}

/** The settings as the API shows them: without the storage paths of the images (their URLs ride beside). */
export function settingsForApi(settings: PortalSettings) {
  const { logoPath: _logo, backgroundPath: _background, ...rest } = settings
  return rest
}
