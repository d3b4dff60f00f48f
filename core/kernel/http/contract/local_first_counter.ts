import { incrementRouteCounter } from '#kernel/http/contract/route_counter'

/**
 * A per-IP counter for public reads that talks to the shared store (Redis) in batches: each process counts its own
 * requests and adds them to the shared count every `batch` requests, on its first request after `FLUSH_MS`, and on every request
 * once the caller is within one batch of the limit. A public page read by many visitors then costs a Redis round
 * trip per batch instead of per request, and the limit still holds for the whole deployment, give or take one batch
 * per process (a twentieth of the limit).
 */
const FLUSH_MS = 1_000
const MAX_KEYS = 10_000

interface Count {
  /** The shared count as the store last answered it. */
  shared: number
  /** This process's requests not yet added to the shared count. */
  pending: number
  flushedAt: number
  /** When the store's window ends (ms). */
  resetAt: number
}

export interface CounterState {
  consumed: number
  /** Seconds until the window ends. */
  availableIn: number
}

/** One process's counts; `store` is the shared counter (the limiter's store, or a test's stand-in). */
export class LocalFirstCounter {
  #counts = new Map<string, Count>()
  /** How many times the shared store was asked (the round trips saved show here). */
  storeCalls = 0

  constructor(
    private store: (
      key: string,
      added: number,
      limit: number,
      windowSeconds: number
    ) => Promise<CounterState>
  ) {}

  async count(key: string, limit: number, windowSeconds: number): Promise<CounterState> {
    const now = Date.now()
    let count = this.#counts.get(key)
    if (!count || count.resetAt <= now)
      count = { shared: 0, pending: 0, flushedAt: 0, resetAt: now + windowSeconds * 1000 }
    this.#remember(key, count)
    count.pending++
    const batch = Math.max(1, Math.floor(limit / 20))
    const nearLimit = limit - (count.shared + count.pending) < batch
    if (count.pending >= batch || now - count.flushedAt >= FLUSH_MS || nearLimit) {
      const added = count.pending
      count.pending = 0
      count.flushedAt = now
      this.storeCalls++
      let state: CounterState
      try {
        state = await this.store(key, added, limit, windowSeconds)
      } catch (error) {
        // Not counted by the store: kept for the next flush rather than lost.
        count.pending += added
        throw error
      }
      count.shared = state.consumed
      count.resetAt = now + Math.max(1, state.availableIn) * 1000
    }
    return {
      consumed: count.shared + count.pending,
      availableIn: Math.max(1, Math.ceil((count.resetAt - now) / 1000)),
    }
  }

  /**
   * Bounded: a flood from many addresses evicts the least recently used counts (they are in the shared store too,
   * less what they had not flushed). Each use moves a key to the end of the map's order.
   */
  #remember(key: string, count: Count) {
    this.#counts.delete(key)
    if (this.#counts.size >= MAX_KEYS) {
      const oldest = this.#counts.keys().next().value
      if (oldest !== undefined) this.#counts.delete(oldest)
    }
    this.#counts.set(key, count)
  }

  clear() {
    this.#counts.clear()
  }
}

const processCounter = new LocalFirstCounter((key, added, limit, windowSeconds) =>
  incrementRouteCounter(limit, windowSeconds, key, added)
)

export function countLocallyFirst(key: string, limit: number, windowSeconds: number) {
  return processCounter.count(key, limit, windowSeconds)
}

/** Forgets this process's counts (tests clear the shared store between cases). */
export function clearLocalCounts() {
  processCounter.clear()
}
