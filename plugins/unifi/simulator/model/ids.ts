/**
 * Deterministic identifiers. Every id and MAC is a pure function of (seed, site index, tag, n), so a site can be
 * generated again at any time and look the same: that is what lets thousands of sites stay un-materialized.
 */

/** 32-bit mixing hash of a list of numbers/strings (murmur3 finalizer style). */
export function hash32(...parts: Array<number | string>): number {
  let h = 0x811c9dc5
  for (const part of parts) {
    const text = String(part)
    for (let i = 0; i < text.length; i++) {
      h ^= text.charCodeAt(i)
      h = Math.imul(h, 0x01000193)
    }
    h ^= 0xff
    h = Math.imul(h, 0x01000193)
  }
  h ^= h >>> 16
  h = Math.imul(h, 0x85ebca6b)
  h ^= h >>> 13
  h = Math.imul(h, 0xc2b2ae35)
  h ^= h >>> 16
  return h >>> 0
}

function hex(value: number, width: number): string {
  return value.toString(16).padStart(width, '0').slice(-width)
}

/** A 24-hex Mongo ObjectId: 4 bytes of "creation time" then 8 hash bytes. */
export function mongoId(...parts: Array<number | string>): string {
  const created = 0x5f000000 + (hash32('t', ...parts) % 0x0a000000)
  return hex(created, 8) + hex(hash32('a', ...parts), 8) + hex(hash32('b', ...parts), 8)
}

/** A v4-looking UUID derived from a legacy id (the Integration API uses UUIDs). */
export function uuidFrom(id: string): string {
  const a = hex(hash32('u1', id), 8)
  const b = hex(hash32('u2', id), 8)
  const c = hex(hash32('u3', id), 8)
  const d = hex(hash32('u4', id), 8)
  return `${a}-${b.slice(0, 4)}-4${b.slice(5, 8)}-${'89ab'[hash32('v', id) % 4]}${c.slice(1, 4)}-${c.slice(4)}${d}`
}

/** A lower-case MAC with the given vendor prefix ("aa:bb:cc"). */
export function macAddress(prefix: string, ...parts: Array<number | string>): string {
  const tail = hex(hash32('mac', ...parts) & 0xffffff, 6)
  return `${prefix}:${tail.slice(0, 2)}:${tail.slice(2, 4)}:${tail.slice(4, 6)}`
}

/** A BSSID derived from the AP MAC: locally administered bit set, last byte offset per radio/WLAN. */
export function bssidFor(apMac: string, offset: number): string {
  const bytes = apMac.split(':').map((b) => Number.parseInt(b, 16))
  bytes[0] = (bytes[0] | 0x02) & 0xfe
  bytes[5] = (bytes[5] + offset) & 0xff
  return bytes.map((b) => hex(b, 2)).join(':')
}

/** Small seeded PRNG (mulberry32). */
export function createRandom(seed: number) {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)],
    chance: (probability: number) => next() < probability,
  }
}

export type Random = ReturnType<typeof createRandom>
