import type { TFunction } from 'i18next'

/** "5.13 – 5.15", "5.13 and later", or one version when both bounds are the same. */
export function versionRange(
  t: TFunction,
  file: { minVersion: string; maxVersion: string | null }
) {
  if (file.maxVersion === null) return t('configFiles:versions.from', { min: file.minVersion })
  if (file.maxVersion === file.minVersion)
    return t('configFiles:versions.exact', { min: file.minVersion })
  return t('configFiles:versions.range', { min: file.minVersion, max: file.maxVersion })
}

export function fileSize(t: TFunction, bytes: number, language: string) {
  if (bytes < 1024) return t('configFiles:size.bytes', { value: bytes.toLocaleString(language) })
  const kilobytes = new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(
    bytes / 1024
  )
  return t('configFiles:size.kilobytes', { value: kilobytes })
}

/** The same rule as the server (core/network_config/services/versions.ts): dotted numbers, "5.13" or "5.13.30". */
export const VERSION_PATTERN = /^\d{1,6}(\.\d{1,6}){0,3}$/

const numbers = (version: string) => version.split('.').map(Number)

/** Whether a maximum lies below the minimum (compared number by number, as precisely as the maximum is written). */
export function maxBelowMin(min: string, max: string) {
  const lower = numbers(min).slice(0, numbers(max).length)
  const upper = numbers(max)
  for (const [index, element] of upper.entries()) {
    const difference = (lower[index] ?? 0) - element!
    if (difference !== 0) return difference > 0
  }
  return false
}
