/** Bytes in the largest unit that keeps the number readable (1,5 GB). */
export function formatBytes(bytes: number, language: string) {
  const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const
  let value = bytes
  let unit = 0
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024
    unit += 1
  }
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: units[unit],
    unitDisplay: 'short',
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(value)
}

/** A duration in seconds as its largest whole unit and the next (2 h 5 min, 3 d 4 h, 40 s). */
export function formatDuration(seconds: number | null | undefined, language: string) {
  if (seconds === null || seconds === undefined) return '—'
  const parts: Array<[number, 'day' | 'hour' | 'minute' | 'second']> = [
    [Math.floor(seconds / 86_400), 'day'],
    [Math.floor((seconds % 86_400) / 3600), 'hour'],
    [Math.floor((seconds % 3600) / 60), 'minute'],
    [Math.floor(seconds % 60), 'second'],
  ]
  const first = parts.findIndex(([value]) => value > 0)
  if (first === -1) return format(0, 'second', language)
  return parts
    .slice(first, first + 2)
    .filter(([value]) => value > 0)
    .map(([value, unit]) => format(value, unit, language))
    .join(' ')
}

const format = (value: number, unit: string, language: string) =>
  new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'narrow' }).format(value)

/** Seconds from an ISO time to now; null when there is none. */
export const secondsSince = (iso: string | null, now = Date.now()) =>
  iso ? Math.max(0, Math.round((now - new Date(iso).getTime()) / 1000)) : null
