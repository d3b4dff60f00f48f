/** Deterministic identifiers: every id, MAC and serial is a pure function of the seed and a few tags. */

export function hash32(...parts: Array<number | string>): number {
  let h = 0x811c9dc5
  for (const part of parts) {
    const text = String(part)
    for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193)
    h = Math.imul(h ^ 0xff, 0x01000193)
  }
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b)
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35)
  return (h ^ (h >>> 16)) >>> 0
}

const hex = (value: number, width: number) => value.toString(16).padStart(width, '0').slice(-width)

/** Peplink's own OUI. */
export function peplinkMac(...parts: Array<number | string>): string {
  const tail = hex(hash32('mac', ...parts) & 0xffffff, 6).toUpperCase()
  return `00:1A:DD:${tail.slice(0, 2)}:${tail.slice(2, 4)}:${tail.slice(4, 6)}`
}

export function clientMac(prefix: string, ...parts: Array<number | string>): string {
  const tail = hex(hash32('client', ...parts) & 0xffffff, 6)
  return `${prefix}:${tail.slice(0, 2)}:${tail.slice(2, 4)}:${tail.slice(4, 6)}`
}

/** "1824-A3F2-9C01", the shape of Peplink serial numbers. */
export function serialNumber(...parts: Array<number | string>): string {
  const h = hex(hash32('sn', ...parts), 8).toUpperCase()
  const year = 1800 + (hash32('year', ...parts) % 700)
  return `${year}-${h.slice(0, 4)}-${h.slice(4, 8)}`
}

/** A six-letter organisation id like InControl's ("t00nnt"). */
export function organizationId(...parts: Array<number | string>): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789'
  let h = hash32('org', ...parts)
  let id = ''
  for (let i = 0; i < 6; i++) {
    id += alphabet[h % alphabet.length]
    h = (Math.floor(h / alphabet.length) ^ hash32(i, h)) >>> 0
  }
  return id
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
