/**
 * Controller versions as dotted numbers ("5.13", "5.13.30", "9.0.114"), compared number by number, so "5.9" comes
 * before "5.13". A bound is as precise as it is written: a maximum of "5.15" admits every 5.15.x, a minimum of "5.13"
 * every version from 5.13.0 on.
 */
export const VERSION_PATTERN = /^\d{1,6}(\.\d{1,6}){0,3}$/

export function isVersion(value: string) {
  return VERSION_PATTERN.test(value)
}

/** The numbers of a version; a controller may report more ("5.15.24.18", "v9.0.114-beta"): the leading dotted part counts. */
export function versionNumbers(value: string): number[] | null {
  const match = /^\s*v?(\d{1,6}(?:\.\d{1,6})*)/i.exec(value)
  return match ? match[1].split('.').map(Number) : null
}

/** Negative when a < b, zero when equal, positive when a > b; missing numbers count as 0 ("5.13" = "5.13.0"). */
export function compareVersions(a: readonly number[], b: readonly number[]) {
  for (let index = 0; index < Math.max(a.length, b.length); index++) {
    const difference = (a[index] ?? 0) - (b[index] ?? 0)
    if (difference !== 0) return difference
  }
  return 0
}

function withinMax(version: readonly number[], max: readonly number[]) {
  return compareVersions(version.slice(0, max.length), max) <= 0
}

/** Whether a controller version lies in [min, max] (max null: no upper bound); an unreadable version never does. */
export function versionInRange(version: string, min: string, max: string | null) {
  const numbers = versionNumbers(version)
  const lower = versionNumbers(min)
  if (!numbers || !lower || compareVersions(numbers, lower) < 0) return false
  if (max === null) return true
  const upper = versionNumbers(max)
  return upper !== null && withinMax(numbers, upper)
}

/** Whether some version can lie in [min, max]: false when the maximum is below the minimum. */
export function isVersionRange(min: string, max: string | null) {
  if (max === null) return true
  const lower = versionNumbers(min)
  const upper = versionNumbers(max)
  return lower !== null && upper !== null && withinMax(lower, upper)
}
