import { Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
]

/** "3 hours ago" in the reader's language, with the exact time on hover and for screen readers. */
export function Since({ at }: { at: string | null }) {
  const { t, i18n } = useTranslation('dashboard')
  if (!at) return null
  const date = new Date(at)
  const seconds = Math.round((date.getTime() - Date.now()) / 1000)
  const [unit, size] = UNITS.find(([, length]) => Math.abs(seconds) >= length) ?? ['minute', 60]
  const relative = new Intl.RelativeTimeFormat(i18n.language, { numeric: 'auto' }).format(
    Math.round(seconds / size),
    unit
  )
  const exact = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(date)
  return (
    <Text size="xs" c="dimmed" component="span" title={exact}>
      <time dateTime={at}>{t('since', { when: relative })}</time>
    </Text>
  )
}
