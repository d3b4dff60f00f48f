import type { TFunction } from 'i18next'
import { i18next } from '@/lib/i18n/i18n'

export function dateTimeLabel(language: string, iso: string | null) {
  if (!iso) return ''
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'medium' }).format(
    new Date(iso)
  )
}

/** A translation when there is one, else the fallback (a server's description, a raw code). */
function translatedOr(t: TFunction, key: string, fallback: string) {
  return i18next.exists(key) ? t(key) : fallback
}

/** An event type's name in the reader's language; an event added to the registry later shows its server description. */
export function eventTypeLabel(t: TFunction, type: string, description?: string) {
  return translatedOr(t, `webhooks:events.${type.replace(/\./g, '_')}`, description ?? type)
}

/** What an attempt got back: its HTTP status, or why there was none (timeout, DNS, refused address, ...). */
export function outcomeLabel(t: TFunction, statusCode: number | null, error: string | null) {
  if (statusCode !== null) return `HTTP ${statusCode}`
  return error ? translatedOr(t, `webhooks:errors.${error}`, error) : ''
}
