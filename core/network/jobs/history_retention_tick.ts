import { rollUpHistory } from '#core/network/history/roll_up_history'

/**
 * The network history's retention (config/jobs.ts, every 15 minutes): raw points past 48 hours become hourly
 * points, hourly points past 90 days go. Idempotent and set-based, so it runs as the tick itself (exactly one process
 * runs each tick) instead of through a job row; running often keeps each run's share of expired points small.
 */
export default async function historyRetentionTick() {
  await rollUpHistory()
}
