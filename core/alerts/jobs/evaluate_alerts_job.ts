import db from '@adonisjs/lucid/services/db'
import { Job } from '#kernel/jobs/job'
import { evaluateAlerts } from '#core/alerts/evaluation/evaluate_alerts'

interface Payload {
  /** The controller a sync just stored: its bound venues are evaluated. */
  controllerId: number
}

/**
 * Evaluates the alert rules over the venues of a controller that was just synced (dispatched by the sync job), so an
 * alert follows a sync by seconds, never a request. Idempotent: the alerts table holds the state.
 */
export default class EvaluateAlertsJob extends Job<Payload> {
  static jobName = 'alerts.evaluate'
  static queue = 'alerts'
  static attempts = 3
  static backoff = { type: 'exponential' as const, delayMs: 5_000 }
  static timeoutMs = 5 * 60_000

  async handle({ controllerId }: Payload) {
    const rows = await db.from('locations').where('controller_id', controllerId).select('id')
    await evaluateAlerts({ locationIds: rows.map((row) => row.id as number) })
  }
}
