import type { PortalDraft } from '../api/portal'

/** The draft as the server stores it: texts trimmed, ids upper-cased where it does, keys in one order. */
export function canonicalDraft(draft: PortalDraft): PortalDraft {
  const trimmed = trimStrings(draft) as PortalDraft
  return {
    ...trimmed,
    analytics: { ...trimmed.analytics, tagManagerId: trimmed.analytics.tagManagerId.toUpperCase() },
  }
}

/** Whether the form holds a change the server does not have yet. */
export function sameDraft(a: PortalDraft, b: PortalDraft) {
  return JSON.stringify(sortKeys(canonicalDraft(a))) === JSON.stringify(sortKeys(canonicalDraft(b)))
}

function trimStrings(value: unknown): unknown {
  if (typeof value === 'string') return value.trim()
  if (Array.isArray(value)) return value.map(trimStrings)
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([key, entry]) => [key, trimStrings(entry)])
    )
  return value
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys)
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, sortKeys((value as Record<string, unknown>)[key])])
    )
  return value
}
