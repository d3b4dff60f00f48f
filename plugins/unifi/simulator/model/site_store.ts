/**
 * Holds the sites. Generated sites are built lazily on first access from (randomSeed, index) and kept in a small
 * LRU cache: a site nobody changed can always be rebuilt identically, so 5,000 sites cost little memory. A site
 * that receives a change (a command, an edit, a fault) is pinned and kept for the simulator's lifetime.
 */
import { generateSite, siteIdFor } from './site_generator.js'
import type { SimSite } from './site_model.js'
import type { UnifiFlavour, UnifiSiteSeed } from '../simulator_api.js'

const CACHE_SIZE = 256
const GENERATED_NAME = /^site-(\d+)$/

export class SiteStore {
  readonly #explicit: UnifiSiteSeed[] = []
  readonly #explicitIndex = new Map<string, number>()
  readonly #pinned = new Map<string, SimSite>()
  readonly #cache = new Map<string, SimSite>()

  constructor(
    readonly flavour: UnifiFlavour,
    readonly seed: number,
    readonly createdAt: number,
    explicit: UnifiSiteSeed[],
    readonly generatedCount: number
  ) {
    for (const site of explicit) this.add(site)
  }

  add(site: UnifiSiteSeed) {
    if (this.#explicitIndex.has(site.name) || this.#generatedNumber(site.name) !== null) {
      throw new Error(`Site "${site.name}" already exists`)
    }
    this.#explicitIndex.set(site.name, this.#explicit.length)
    this.#explicit.push(site)
  }

  get count() {
    return this.#explicit.length + this.generatedCount
  }

  /** The i-th site's seed, without generating it. */
  seedAt(i: number): { index: number; seed: UnifiSiteSeed } {
    if (i < this.#explicit.length) return { index: i, seed: this.#explicit[i] }
    const n = i - this.#explicit.length + 1
    return { index: this.#indexOfGenerated(n), seed: { name: `site-${n}`, desc: `Venue ${n}` } }
  }

  /** `_id` of the i-th site, without generating it. */
  idAt(i: number) {
    return siteIdFor(this.seed, this.seedAt(i).index)
  }

  names(): string[] {
    return Array.from({ length: this.count }, (_, i) => this.seedAt(i).seed.name)
  }

  has(name: string) {
    return this.#locate(name) !== null
  }

  get(name: string): SimSite | undefined {
    const pinned = this.#pinned.get(name)
    if (pinned) return pinned
    const cached = this.#cache.get(name)
    if (cached) {
      this.#cache.delete(name)
      this.#cache.set(name, cached)
      return cached
    }
    const located = this.#locate(name)
    if (!located) return undefined
    const site = generateSite(this.flavour, this.seed, located.index, located.seed, this.createdAt)
    this.#cache.set(name, site)
    if (this.#cache.size > CACHE_SIZE) this.#cache.delete(this.#cache.keys().next().value!)
    return site
  }

  /** The site, kept from now on because it is about to change. */
  pin(name: string): SimSite | undefined {
    const site = this.get(name)
    if (site && !this.#pinned.has(name)) {
      this.#pinned.set(name, site)
      this.#cache.delete(name)
    }
    return site
  }

  isPinned(name: string) {
    return this.#pinned.has(name)
  }

  #indexOfGenerated(n: number) {
    // Generated sites take indexes after a fixed gap, so adding explicit sites never renumbers them.
    return 1_000_000 + n
  }

  #generatedNumber(name: string): number | null {
    const match = GENERATED_NAME.exec(name)
    if (!match) return null
    const n = Number(match[1])
    return n >= 1 && n <= this.generatedCount && String(n) === match[1] ? n : null
  }

  #locate(name: string): { index: number; seed: UnifiSiteSeed } | null {
    const explicit = this.#explicitIndex.get(name)
    if (explicit !== undefined) return { index: explicit, seed: this.#explicit[explicit] }
    const n = this.#generatedNumber(name)
    return n === null
      ? null
      : { index: this.#indexOfGenerated(n), seed: { name, desc: `Venue ${n}` } }
  }
}
