/** A small seeded generator: the same seed gives the same networks, ids and addresses on every run. */
export class SeededRandom {
  #state: number

  constructor(seed: number) {
    this.#state = seed >>> 0 || 0x9e3779b9
  }

  next(): number {
    this.#state = (this.#state + 0x6d2b79f5) >>> 0
    let t = this.#state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }

  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1))
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]
  }

  hex(digits: number): string {
    let out = ''
    while (out.length < digits) out += Math.floor(this.next() * 16).toString(16)
    return out
  }
}

/** One stream per (seed, index): a network generated later does not shift the ones before it. */
export function randomFor(seed: number, index: number): SeededRandom {
  return new SeededRandom(
    Math.imul(seed ^ 0x5bd1e995, 2654435761) ^ Math.imul(index + 1, 0x27d4eb2d)
  )
}

/** ZeroTier addresses never start with ff (reserved); a node id is 10 hex digits. */
export function nodeId(random: SeededRandom): string {
  let id = random.hex(10)
  while (id.startsWith('ff') || id === '0000000000') id = random.hex(10)
  return id
}

/** Central's user ids are UUIDs (v4 layout). */
export function uuid(random: SeededRandom): string {
  return `${random.hex(8)}-${random.hex(4)}-4${random.hex(3)}-8${random.hex(3)}-${random.hex(12)}`
}
