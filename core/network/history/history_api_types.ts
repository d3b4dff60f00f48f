/**
 * GET /rest/locations/{id}/network/history/series?range=24h|7d|30d: uptime and clients per bucket (15 minutes, an
 * hour, 6 hours), every bucket present, null where nothing was sampled (a gap, not a zero). Uptime is the share of
 * samples in which the venue was not offline; the averages are over the samples that carried readings.
 */
export interface NetworkHistoryView {
  range: '24h' | '7d' | '30d'
  from: string
  to: string
  bucketMinutes: number
  uptimePercent: number | null
  clientsAvg: number | null
  clientsPeak: number | null
  points: NetworkHistoryPointView[]
}

export interface NetworkHistoryPointView {
  at: string
  uptimePercent: number | null
  clients: number | null
  clientsMax: number | null
  devicesOnline: number | null
  devicesTotal: number | null
}
