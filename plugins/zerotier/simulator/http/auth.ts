/**
 * Who is calling: the API token of `Authorization: token <t>` or `bearer <t>` (scheme case-insensitive, both
 * accepted as Central does), which networks it may see, and whether it exceeded its per-second budget.
 */
import { header, type SimRequest } from '#core/plugins/simulator_kit/sim_http'

export interface Caller {
  token: string
  /** Network ids it may reach; null = every network of the account. */
  networks: Set<string> | null
}

export function tokenOf(request: SimRequest): string | undefined {
  const match = /^(token|bearer)\s+(\S+)\s*$/i.exec(header(request, 'authorization') ?? '')
  return match?.[2]
}

export class TokenRegistry {
  #revoked = false

  constructor(
    private readonly fullToken: string,
    private readonly limited: Map<string, Set<string>>
  ) {}

  /** The caller, or undefined when the token is missing, unknown or revoked. */
  identify(request: SimRequest): Caller | undefined {
    const token = tokenOf(request)
    if (!token || this.#revoked) return undefined
    if (token === this.fullToken) return { token, networks: null }
    const networks = this.limited.get(token)
    return networks ? { token, networks } : undefined
  }

  revokeAll() {
    this.#revoked = true
  }

  restore() {
    this.#revoked = false
  }
}

/** A sliding one-second window per token (Central: 100 requests/s paid, 20/s free). */
export class RateLimiter {
  readonly #hits = new Map<string, number[]>()

  constructor(
    private readonly perSecond: number,
    private readonly now: () => number
  ) {}

  /** Seconds to wait when this request is over the limit, else 0 (the request is counted). */
  take(token: string): number {
    if (this.perSecond <= 0) return 0
    const now = this.now()
    const recent = (this.#hits.get(token) ?? []).filter((at) => now - at < 1000)
    if (recent.length >= this.perSecond) {
      this.#hits.set(token, recent)
      return 1
    }
    recent.push(now)
    this.#hits.set(token, recent)
    return 0
  }
}
