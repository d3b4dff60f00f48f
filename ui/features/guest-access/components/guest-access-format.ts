import type { TFunction } from 'i18next'

/** "2 hours", "3 days", "90 minutes": the largest unit that divides the duration (as the printed cards say it). */
export function durationLabel(t: TFunction, minutes: number) {
  if (minutes % 1440 === 0) return t('guestAccess:duration.days', { count: minutes / 1440 })
  if (minutes % 60 === 0) return t('guestAccess:duration.hours', { count: minutes / 60 })
  return t('guestAccess:duration.minutes', { count: minutes })
}

export function dateLabel(language: string, iso: string | null, withTime = false) {
  if (!iso) return null
  return new Intl.DateTimeFormat(
    language,
    withTime ? { dateStyle: 'medium', timeStyle: 'short' } : { dateStyle: 'medium' }
  ).format(new Date(iso))
}
