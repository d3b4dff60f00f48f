import { Job } from '#kernel/jobs/job'
import { syncController } from '#core/network/services/sync_controller'
import { evaluateAlertsAfterSync } from '#core/alerts/actions/evaluate_after_sync'

/**
 * Syncs one controller (sites, and every bound site's snapshot). Dispatched by the controller sync tick when the
 * controller is due. Idempotent: a duplicate run finds the lease taken, or syncs again harmlessly. Not retried:
 * the next tick is the retry, and vendor errors are recorded as the controller's status, not thrown.
 */
export default class SyncControllerJob extends Job<{ controllerId: number }> {
  static jobName = 'controller.sync'
  static queue = 'controller-sync'
  static attempts = 1
  static timeoutMs = 10 * 60_000

  async handle({ controllerId }: { controllerId: number }) {
    // The alert rules read what the sync stored: evaluated right after it, in their own job.
    if (await syncController(controllerId)) await evaluateAlertsAfterSync(controllerId)
  }
}
