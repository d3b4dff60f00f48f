import type { StatusPageDraft } from '../api/status-page'

/** The draft as the server stores it: texts trimmed, empty ones gone, ids sorted; so "unsaved" means a real change. */
export function canonicalDraft(draft: StatusPageDraft): StatusPageDraft {
  const texts = <T extends Record<string, string | undefined>>(value: T) =>
    Object.fromEntries(
      Object.entries(value).flatMap(([key, text]) =>
        text && text.trim() ? [[key, text.trim()]] : []
      )
    ) as T
  const nonEmpty = <T extends Record<string, unknown>>(value: T) =>
    Object.fromEntries(
      Object.entries(value).filter(([, entry]) => entry && Object.keys(entry).length)
    ) as T
  const headlines = nonEmpty(
    Object.fromEntries(
      Object.entries(draft.headlines).map(([language, entry]) => [language, texts(entry ?? {})])
    )
  )
  return {
    headlines,
    notice: texts(draft.notice),
    hidden_device_group_ids: [...draft.hidden_device_group_ids].sort((a, b) => a - b),
    hidden_location_ids: [...draft.hidden_location_ids].sort((a, b) => a - b),
    buttons: draft.buttons.map((button) => ({
      kind: button.kind,
      value: button.value.trim(),
      label: texts(button.label),
    })),
    show_logo: draft.show_logo,
  }
}

export function sameDraft(a: StatusPageDraft, b: StatusPageDraft) {
  return JSON.stringify(sortKeys(canonicalDraft(a))) === JSON.stringify(sortKeys(canonicalDraft(b)))
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
