import { Job } from '#kernel/jobs/job'
import { runAutomaticUpdates } from '#core/network/automatic_updates/automatic_updates'

/**
 * One venue's nightly firmware updates, dispatched by the automatic updates tick. Not retried: a device that failed
 * still offers its upgrade, and the next night is the retry. Running it twice is harmless: upgraded devices no
 * longer offer one, and the devices already down count against the batch.
 */
export default class AutomaticUpdatesJob extends Job<{ locationId: number }> {
  static jobName = 'network.automatic_updates'
  static queue = 'network'
  static attempts = 1
  static timeoutMs = 10 * 60_000

  async handle({ locationId }: { locationId: number }) {
    await runAutomaticUpdates(locationId)
  }
}
