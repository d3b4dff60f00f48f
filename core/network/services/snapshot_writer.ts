import db from '@adonisjs/lucid/services/db'
import { Gate } from '#core/network/services/concurrency'
import { writeSnapshots } from '#core/network/services/write_snapshots'
import type { SnapshotItem } from '#core/network/services/site_snapshot'

/**
 * Collects fetched sites and writes them in batches, one transaction per batch, at most `width` at a time. `add`
 * waits while a full batch is written, which holds the fetchers back (bounded memory) when the database is slower
 * than the controller: at most `width + 1` batches are held at once. A batch that fails is reported through
 * `onFailure` for each of its sites.
 */
export class SnapshotWriter {
  #pending: SnapshotItem[] = []
  #inFlight = 0
  #waiters: Array<() => void> = []
  #gate: Gate
  /** Sites whose devices and clients were found as stored (nothing of them rewritten). */
  unchangedSites = 0

  constructor(
    private options: {
      batchSize: number
      width: number
      syncStartedAt: Date
      onFailure: (items: SnapshotItem[], error: unknown) => Promise<void>
    }
  ) {
    this.#gate = new Gate(options.width)
  }

  /** Runs other database work of the sync through the same gate (embedded PGlite: one at a time). */
  exclusive<T>(work: () => Promise<T>) {
    return this.#gate.run(work)
  }

  async add(item: SnapshotItem) {
    // Fetched sites wait here rather than pile up in memory while the database is behind.
    while (this.#inFlight > this.options.width)
      await new Promise<void>((resolve) => this.#waiters.push(resolve))
    this.#pending.push(item)
    if (this.#pending.length >= this.options.batchSize) await this.#flush()
  }

  async finish() {
    while (this.#pending.length) await this.#flush()
  }

  async #flush() {
    const batch = this.#pending.splice(0, this.options.batchSize)
    if (!batch.length) return
    this.#inFlight++
    try {
      await this.#gate.run(async () => {
        try {
          const { unchanged } = await db.transaction((trx) =>
            writeSnapshots(trx, batch, this.options.syncStartedAt)
          )
          this.unchangedSites += unchanged
        } catch (error) {
          await this.options.onFailure(batch, error)
        }
      })
    } finally {
      this.#inFlight--
      this.#waiters.splice(0).forEach((wake) => wake())
    }
  }
}
