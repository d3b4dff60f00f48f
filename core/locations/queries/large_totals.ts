/**
 * Totals of the locations list that are large enough to cost more than the page they come with. Counting 10,000
 * visible venues on every page was most of the list's time at that size (docs/benchmarks.md); such a total is kept for
 * `KEEP_MS` per exact query (the visibility rule and filters with their values), so it is never another user's and
 * never another filter's. Small totals are always exact: below `THRESHOLD` counting is cheap and a new venue must show
 * in the total at once. Above it, a total may lag a change by up to `KEEP_MS` (the rows themselves are always current).
 */
const THRESHOLD = 1_000
const KEEP_MS = 10_000
const MAX_ENTRIES = 2_000

class LargeTotals {
  #totals = new Map<string, { total: number; until: number }>()

  get(key: string) {
    const entry = this.#totals.get(key)
    if (!entry) return undefined
    if (entry.until > Date.now()) return entry
    this.#totals.delete(key)
    return undefined
  }

  remember(key: string, total: number) {
    if (total < THRESHOLD) return
    if (this.#totals.size >= MAX_ENTRIES) this.#totals.clear()
    this.#totals.set(key, { total, until: Date.now() + KEEP_MS })
  }

  clear() {
    this.#totals.clear()
  }
}

export const largeTotals = new LargeTotals()
