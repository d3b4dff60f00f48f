import { createHash } from 'node:crypto'

/**
 * Central allows 100 requests a second per token on paid accounts (vendors.md §5.3) and answers 429 beyond. A sync
 * reads every network's members at once (the host fetches many sites in parallel), hundreds a second against a nearby
 * Central: without pacing, a fifth of the networks of a large account failed each round.
 *
 * Pacing by send time alone is not enough: on a busy process requests leave late and bunched, and Central counts
 * them when they arrive. So a request holds one of `limit` permits from before it is sent until `windowMs` after its
 * answer (or error) came back. Central saw it between those two moments, so any `windowMs` of Central's clock sees at
 * most `limit` of our requests, whatever the delays; the price is one window per request on top of its latency.
 */
export class RequestPacer {
  #free: number
  readonly #waiting: Array<() => void> = []

  constructor(
    limit: number,
    private windowMs: number
  ) {
    this.#free = limit
  }

  async run<T>(send: () => Promise<T>): Promise<T> {
    if (this.#free > 0) this.#free--
    else await new Promise<void>((resolve) => this.#waiting.push(resolve))
    try {
      return await send()
    } finally {
      setTimeout(() => this.#release(), this.windowMs).unref()
    }
  }

  #release() {
    const next = this.#waiting.shift()
    if (next) next()
    else this.#free++
  }
}

const CENTRAL_LIMIT = 100
/** Central's window is one second; a little more absorbs the rounding of both clocks. */
const WINDOW_MS = 1_050

/** One pacer per Central and token in this process: every connection with the same token shares its limit. */
const pacers = new Map<string, RequestPacer>()

export function pacerFor(url: string, token: string): RequestPacer {
  const key = createHash('sha256').update(`${url}\n${token}`).digest('hex')
  let pacer = pacers.get(key)
  if (!pacer) {
    pacer = new RequestPacer(CENTRAL_LIMIT, WINDOW_MS)
    pacers.set(key, pacer)
  }
  return pacer
}
