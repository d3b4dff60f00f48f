import type { HistoryRange, NetworkHistoryPoint } from '../api/get-network-history'

/** How a bucket's start is written under the x-axis, per range, in the user's language and local time. */
const TICK_FORMATS: Record<HistoryRange, Intl.DateTimeFormatOptions> = {
  '24h': { hour: 'numeric', minute: '2-digit' },
  '7d': { weekday: 'short', day: 'numeric', month: 'numeric' },
  '30d': { day: 'numeric', month: 'short' },
}

export function tickFormatter(range: HistoryRange, language: string) {
  const format = new Intl.DateTimeFormat(language, TICK_FORMATS[range])
  return (at: string) => format.format(new Date(at))
}

/** The tooltip names the bucket by its start: date and time. */
export function bucketLabel(language: string) {
  const format = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' })
  return (at: string) => {
    const date = new Date(at)
    return Number.isNaN(date.getTime()) ? '' : format.format(date)
  }
}

/**
 * The buckets that get a tick: every third hour over 24 hours, each day's first bucket over 7 and 30 days (so a
 * tick reads "Tue, 3/10" once, not under every hour of that Tuesday).
 */
export function axisTicks(points: NetworkHistoryPoint[], range: HistoryRange): string[] {
  if (range === '24h') {
    return points
      .filter(({ at }) => {
        const date = new Date(at)
        return date.getMinutes() === 0 && date.getHours() % 3 === 0
      })
      .map(({ at }) => at)
  }
  return points
    .filter(
      (point, index) =>
        index > 0 && new Date(point.at).getDate() !== new Date(points[index - 1]!.at).getDate()
    )
    .map(({ at }) => at)
}

/** Buckets in which nothing was sampled: the charts leave them blank. */
export const missingBuckets = (points: NetworkHistoryPoint[]) =>
  points.filter((point) => point.uptimePercent === null).length
