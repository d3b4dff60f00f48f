/** Deterministic ids: every id, MAC and pick is a pure function of the seed and a tag, so a site generates identically. */

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
  return h >>> 0
}

export interface Random {
  next(): number
  int(min: number, max: number): number
  pick<T>(items: readonly T[]): T
  chance(p: number): boolean
}

/** mulberry32. */
export function createRandom(seed: number): Random {
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
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => items[Math.floor(next() * items.length)],
    chance: (p) => next() < p,
  }
}

/** A 24-hex id, as Omada's (Mongo ObjectId-like) ids look. */
export function objectId(...parts: Array<number | string>): string {
  return [hash32(...parts, 'a'), hash32(...parts, 'b'), hash32(...parts, 'c')]
    .map((h) => h.toString(16).padStart(8, '0'))
    .join('')
}

/** `AA-BB-CC-DD-EE-FF` with a vendor prefix ("AA-BB-CC"). */
export function omadaMac(prefix: string, ...parts: Array<number | string>): string {
  const h = hash32(...parts)
  const tail = [h >>> 16, (h >>> 8) & 0xff, h & 0xff].map((b) =>
    (b & 0xff).toString(16).padStart(2, '0')
  )
  return `${prefix}-${tail.join('-')}`.toUpperCase()
}

/** Any MAC spelling → `AA-BB-CC-DD-EE-FF`, or null. */
export function canonicalMac(value: string | null | undefined): string | null {
  const hex = (value ?? '').replace(/[:.\-]/g, '')
  if (!/^[0-9a-fA-F]{12}$/.test(hex)) return null
  return hex.toUpperCase().match(/.{2}/g)!.join('-')
}
