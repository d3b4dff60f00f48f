/**
 * The sites: explicit ones and N generated ones ("Venue 1".."Venue N", 10 devices and 50 clients each), each built on
 * first access from (seed, index).
 */
import { BULK_COUNTS, generateSite, siteIdFor } from './site_generator.js'
import type { SimSite } from './site_model.js'
import type { OmadaSiteSeed } from '../simulator_api.js'

export class SiteStore {
  readonly #seeds: Array<{ id: string; index: number; seed: OmadaSiteSeed }> = []
  readonly #byId = new Map<string, number>()
  readonly #built = new Map<string, SimSite>()

  constructor(
    readonly seed: number,
    readonly createdAt: number,
    explicit: OmadaSiteSeed[],
    generated: number
  ) {
    explicit.forEach((site, i) => this.#add(i, site))
    // Generated sites take indexes after a gap, so explicit ones never renumber them.
    for (let n = 1; n <= generated; n++)
      this.#add(1_000_000 + n, { name: `Venue ${n}`, ...BULK_COUNTS })
  }

  ids(): string[] {
    return this.#seeds.map((s) => s.id)
  }

  /** Id and name of every site, without building any. */
  list(): Array<{ id: string; name: string }> {
    return this.#seeds.map((s) => ({ id: s.id, name: s.seed.name }))
  }

  get(siteId: string): SimSite | undefined {
    const built = this.#built.get(siteId)
    if (built) return built
    const at = this.#byId.get(siteId)
    if (at === undefined) return undefined
    const { index, seed } = this.#seeds[at]
    const site = generateSite(this.seed, index, seed, this.createdAt)
    this.#built.set(siteId, site)
    return site
  }

  #add(index: number, seed: OmadaSiteSeed) {
    const id = siteIdFor(this.seed, index)
    this.#byId.set(id, this.#seeds.length)
    this.#seeds.push({ id, index, seed })
  }
}
