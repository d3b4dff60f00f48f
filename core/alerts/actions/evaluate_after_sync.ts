import db from '@adonisjs/lucid/services/db'
import { dispatch } from '#kernel/jobs/dispatch'
import EvaluateAlertsJob from '#core/alerts/jobs/evaluate_alerts_job'

/**
 * What the controller sync calls once a sync is stored: evaluates the alert rules over the controller's venues in
 * their own job (never in the sync or a request). Without any enabled rule there is nothing to evaluate, and no run
 * is recorded for every sync of every controller.
 */
export async function evaluateAlertsAfterSync(controllerId: number) {
  if (!(await db.from('alert_rules').where('enabled', true).select('id').first())) return
  await dispatch(EvaluateAlertsJob, { controllerId })
}
