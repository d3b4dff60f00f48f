/**
 * `Idempotency-Key`: the first answer to a key is stored with the request's fingerprint and replayed for 24 hours;
 * the same key with other parameters is an `idempotency_error`. Answers to requests that failed validation
 * (4xx) are not stored, as Stripe does not, so a corrected retry with the same key runs.
 */
import type { SimResponse } from '#core/plugins/simulator_kit/sim_http'
import { StripeSimError } from './errors.js'

const WINDOW_SECONDS = 24 * 3600

interface StoredAnswer {
  fingerprint: string
  response: SimResponse
  at: number
}

export class IdempotencyKeys {
  readonly #answers = new Map<string, StoredAnswer>()

  constructor(private readonly now: () => number) {}

  /** The stored answer to replay, or undefined to run the request; throws when the key was used for other parameters. */
  replay(scope: string, key: string, fingerprint: string): SimResponse | undefined {
    const stored = this.#answers.get(`${scope}:${key}`)
    if (!stored) return undefined
    if (stored.at + WINDOW_SECONDS <= this.now()) {
      this.#answers.delete(`${scope}:${key}`)
      return undefined
    }
    if (stored.fingerprint !== fingerprint) {
      throw new StripeSimError(
        400,
        'idempotency_error',
        `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`
      )
    }
    return {
      ...stored.response,
      headers: { ...stored.response.headers, 'idempotent-replayed': 'true' },
    }
  }

  remember(scope: string, key: string, fingerprint: string, response: SimResponse) {
    if (response.status >= 400 && response.status < 500) return
    this.#answers.set(`${scope}:${key}`, { fingerprint, response, at: this.now() })
  }
}
