import { createHash } from 'node:crypto'
import env from '#start/env'

/** Computations of a card for one scope in this process: under way, or done less than `keepMs()` ago. */
const reads = new Map<string, { value: Promise<unknown>; until: number }>()
/** How long a finished computation answers further requests of the same scope (ms); 0 computes every time. */
const keepMs = () => env.get('DASHBOARD_CACHE_MS') ?? 5_000
const MAX_SCOPES = 5_000

/**
 * The key of everything a card's answer depends on besides the stored data: the card, the SQL of the venues (and
 * customers, invitations…) it reads with their bindings, the role flags it branches on. Two callers get the same key
 * only when the same statements would run for them, so one scope's answer never reaches another.
 */
export function scopeKey(card: string, parts: unknown): string {
  return `${card}:${createHash('sha256').update(JSON.stringify(parts)).digest('base64url')}`
}

/**
 * The card's answer for a scope, computed once and shared: requests that arrive while it is being computed await the
 * same promise (every admin opening the dashboard at nine shares one computation over 10,000 venues), and those of
 * the next few seconds get the finished answer. A failure is not kept. Per process, not in Redis: a shared cache
 * would cost the round trip it saves, and the sync changes a venue's state at most every few seconds anyway.
 */
export function sharedRead<T>(key: string, compute: () => Promise<T>): Promise<T> {
  const keep = keepMs()
  if (keep <= 0) return compute()
  const now = Date.now()
  const known = reads.get(key)
  if (known && known.until > now) return known.value as Promise<T>
  const entry = { value: compute() as Promise<unknown>, until: Number.POSITIVE_INFINITY }
  forgetExpired(now)
  reads.set(key, entry)
  entry.value.then(
    () => (entry.until = Date.now() + keep),
    () => reads.get(key) === entry && reads.delete(key)
  )
  return entry.value as Promise<T>
}

function forgetExpired(now: number) {
  if (reads.size < MAX_SCOPES) return
  for (const [key, entry] of reads)
    if (entry.until <= now || reads.size >= MAX_SCOPES) reads.delete(key)
}

/** Forgets every kept answer (tests that turn the cache on start and end clean). */
export function forgetDashboardReads() {
  reads.clear()
}
