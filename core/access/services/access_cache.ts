/**
 * A per-process cache of values computed for one user, valid while the user's access stamps (access_stamps.ts) and
 * the user's own row (its `fingerprint`) are what they were: a hit needs the same user id, stamps and fingerprint.
 * Entries also expire after MAX_AGE_MS, which bounds how long a change that no stamp covers could show.
 */
const MAX_AGE_MS = 60_000
const MAX_USERS = 5_000

interface Entry<T> {
  stamp: string
  fingerprint: string
  value: T
  expiresAt: number
}

export class AccessCache<T> {
  private entries = new Map<number, Entry<T>>()

  get(userId: number, stamp: string | null, fingerprint: string): T | undefined {
    if (stamp === null) return undefined
    const entry = this.entries.get(userId)
    if (!entry) return undefined
    if (
      entry.stamp !== stamp ||
      entry.fingerprint !== fingerprint ||
      entry.expiresAt <= Date.now()
    ) {
      this.entries.delete(userId)
      return undefined
    }
    return entry.value
  }

  set(userId: number, stamp: string | null, fingerprint: string, value: T) {
    if (stamp === null) return
    this.entries.delete(userId)
    if (this.entries.size >= MAX_USERS) this.entries.delete(this.entries.keys().next().value!)
    this.entries.set(userId, { stamp, fingerprint, value, expiresAt: Date.now() + MAX_AGE_MS })
  }

  clear() {
    this.entries.clear()
  }
}

const caches = new Set<AccessCache<unknown>>()

export function accessCache<T>() {
  const cache = new AccessCache<T>()
  caches.add(cache as AccessCache<unknown>)
  return cache
}

/** Forgets every cached value of this process (tests, whose rolled-back transactions bump no stamp). */
export function clearAccessCaches() {
  for (const cache of caches) cache.clear()
}
