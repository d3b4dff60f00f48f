/** The ranges the history charts offer, each with its bucket width. */
export const HISTORY_RANGES = {
  '24h': { hours: 24, bucketMinutes: 15 },
  '7d': { hours: 7 * 24, bucketMinutes: 60 },
  '30d': { hours: 30 * 24, bucketMinutes: 6 * 60 },
} as const

export type HistoryRange = keyof typeof HISTORY_RANGES

export interface HistoryWindow {
  range: HistoryRange
  from: Date
  to: Date
  bucketMinutes: number
  /** The start of every bucket, oldest first: 96, 168 or 120 of them. */
  starts: Date[]
}

/**
 * The window a range covers at `now`: buckets aligned on UTC multiples of their width (the hourly points the
 * retention writes start on the hour, so they never straddle two buckets), the last one holding `now`.
 */
export function historyWindow(range: HistoryRange, now = new Date()): HistoryWindow {
  const { hours, bucketMinutes } = HISTORY_RANGES[range]
  const width = bucketMinutes * 60_000
  const count = (hours * 60) / bucketMinutes
  const to = new Date((Math.floor(now.getTime() / width) + 1) * width)
  const from = new Date(to.getTime() - count * width)
  const starts = Array.from(
    { length: count },
    (_, index) => new Date(from.getTime() + index * width)
  )
  return { range, from, to, bucketMinutes, starts }
}

/** The summed figures of the points that fell into one bucket (or into the whole window). */
export interface BucketSums {
  samples: number
  upSamples: number
  measuredSamples: number
  /** Sums of each average times its measured samples: divided by measuredSamples they are exact averages. */
  devicesOnline: number
  devicesTotal: number
  clients: number
  clientsMax: number | null
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits

/** Uptime in percent (two decimals), or null when nothing was sampled. */
export function uptimePercent(sums: Pick<BucketSums, 'samples' | 'upSamples'> | undefined) {
  return sums && sums.samples > 0 ? round((sums.upSamples / sums.samples) * 100, 2) : null
}

/** A weighted average (one decimal) over the measured samples, or null when none measured anything. */
export function measuredAverage(
  sums: BucketSums | undefined,
  field: 'devicesOnline' | 'devicesTotal' | 'clients'
) {
  return sums && sums.measuredSamples > 0 ? round(sums[field] / sums.measuredSamples, 1) : null
}

/** Adds up bucket sums (for the window's headline figures). */
export function addSums(all: BucketSums[]): BucketSums {
  const total: BucketSums = {
    samples: 0,
    upSamples: 0,
    measuredSamples: 0,
    devicesOnline: 0,
    devicesTotal: 0,
    clients: 0,
    clientsMax: null,
  }
  for (const sums of all) {
    total.samples += sums.samples
    total.upSamples += sums.upSamples
    total.measuredSamples += sums.measuredSamples
    total.devicesOnline += sums.devicesOnline
    total.devicesTotal += sums.devicesTotal
    total.clients += sums.clients
    if (sums.clientsMax !== null)
      total.clientsMax = Math.max(total.clientsMax ?? 0, sums.clientsMax)
  }
  return total
}
