import { Job } from '#kernel/jobs/job'
import { syncController } from '#core/network/services/sync_controller'
import { evaluateAlertsAfterSync } from '#core/alerts/actions/evaluate_after_sync'

/**
 * Syncs one controller (sites, and every bound site's snapshot). Dispatched by the controller sync tick when the
 * controller is due. Idempotent: a duplicate run finds the lease taken, or syncs again harmlessly. Vendor errors are
 * recorded as the controller's status, not thrown, so the second attempt is for a worker that died mid-sync: another
 * worker takes the run over once its lock and the controller's lease (both renewed while it ran) run out.
 */
export default class SyncControllerJob extends Job<{ controllerId: number }> {
  static jobName = 'controller.sync'
  static queue = 'controller-sync'
  static attempts = 2
  static timeoutMs = 10 * 60_000

  async handle({ controllerId }: { controllerId: number }) {
    // The alert rules read what the sync stored: evaluated right after it, in their own job.
    // The periodic sync reads the settings lists (WLANs, subnets, port profiles) only where they are due.
    if (await syncController(controllerId, { settings: 'due' }))
      await evaluateAlertsAfterSync(controllerId)
  }
}
