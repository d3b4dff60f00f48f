type Scope = number[] | 'everyone'

/**
 * Cache-stamp bumps that failed (Redis stalled or restarting at that moment) are sent again until one succeeds.
 * Until then other processes may serve what they cached under the old stamp (at most the cache's own maximum age);
 * a bump that is simply dropped would leave a revoked token, a removed grant or an unpublished portal setting in
 * their caches for that whole time.
 * Retries are merged: one pending set of users (or "everyone"), sent every `retryMs` while it fails; a failure is
 * reported when a failing stretch begins and then once every `reportEveryMs` (an outage would log every second).
 */
export class BumpRetry {
  private pending: { everyone: boolean; users: Set<number> } | null = null
  private timer: NodeJS.Timeout | undefined
  private retrying = false
  private reportedAt: number | null = null

  constructor(
    private send: (scope: Scope) => Promise<void>,
    private onFailure: (error: unknown, scope: Scope) => void,
    private retryMs = 1_000,
    private reportEveryMs = 60_000
  ) {}

  async bump(scope: Scope) {
    try {
      await this.send(scope)
      if (!this.pending) this.reportedAt = null
    } catch (error) {
      if (this.reportedAt === null || Date.now() - this.reportedAt >= this.reportEveryMs) {
        this.reportedAt = Date.now()
        this.onFailure(error, scope)
      }
      this.later(scope)
    }
  }

  /** Whether a failed bump still waits to be sent. */
  get waiting() {
    return this.pending !== null || this.retrying
  }

  private later(scope: Scope) {
    const pending = (this.pending ??= { everyone: false, users: new Set() })
    if (scope === 'everyone') pending.everyone = true
    else for (const id of scope) pending.users.add(id)
    this.timer ??= setTimeout(() => void this.retry(), this.retryMs).unref()
  }

  private async retry() {
    this.timer = undefined
    const pending = this.pending
    this.pending = null
    if (!pending) return
    this.retrying = true
    try {
      if (pending.everyone) await this.bump('everyone')
      if (pending.users.size) await this.bump([...pending.users])
    } finally {
      this.retrying = false
    }
  }
}
