/**
 * The soak's traffic: the requests of a working day through the balancer (authenticated reads of the dashboard, the
 * venues list and the caller, guests signing in through the portal, Stripe events), first as fast as a few clients
 * can go (the capacity), then at a fixed rate with arrivals on a clock, so a slow answer does not slow the load.
 * Every answer is recorded with its route, status and time.
 */
import { randomUUID } from 'node:crypto'
import Stripe from 'stripe'
import { formBody, GUEST_FORM_HEADERS } from '../../bench/lib/portal_venue.js'

/** The mix, in requests out of 20: mostly reads, as the web app makes them. */
const MIX = [
  ...Array(4).fill('GET /rest/dashboard'),
  ...Array(4).fill('GET /rest/locations'),
  ...Array(6).fill('GET /rest/self'),
  ...Array(4).fill('POST /guest/connect'),
  ...Array(2).fill('POST /rest/webhooks/stripe'),
]
export const ROUTES = [...new Set(MIX)]

export class SoakLoad {
  answers = []
  stripeEvents = []
  guestsAnswered = 0
  shed = 0
  #inFlight = new Set()
  #timer
  #next = 0
  #guest = 10_000

  /** `world`: the balancer's URL, signed-in sessions, the venue and the Stripe webhook secret. */
  constructor(world) {
    this.world = world
  }

  /** Requests per second that `clients` back-to-back clients reach in `ms` (after a warm-up of `warmMs`). */
  async measureCapacity({ clients = 8, warmMs = 5_000, ms = 15_000 } = {}) {
    const stopAt = Date.now() + warmMs + ms
    const countFrom = Date.now() + warmMs
    let counted = 0
    const loop = async () => {
      while (Date.now() < stopAt) {
        const answer = await this.#one()
        if (answer.at >= countFrom && answer.at < stopAt) counted++
      }
    }
    await Promise.all(Array.from({ length: clients }, loop))
    return counted / (ms / 1000)
  }

  /**
   * Sends `rate` requests per second until `stop()`: each arrival on its own clock tick. More than `maxInFlight`
   * unanswered requests means the deployment has fallen behind; further arrivals are counted as shed, not sent.
   */
  run(rate, { maxInFlight = 200 } = {}) {
    const started = Date.now()
    let sent = 0
    this.#timer = setInterval(() => {
      const due = Math.floor(((Date.now() - started) / 1000) * rate)
      for (; sent < due; sent++) {
        if (this.#inFlight.size >= maxInFlight) {
          this.shed++
          continue
        }
        const request = this.#one()
        this.#inFlight.add(request)
        request.finally(() => this.#inFlight.delete(request))
      }
    }, 5)
  }

  async stop() {
    clearInterval(this.#timer)
    await Promise.all(this.#inFlight)
  }

  /** The answers received since `from` (a time in ms). */
  since(from) {
    return this.answers.filter((answer) => answer.at >= from)
  }

  async #one() {
    const route = MIX[this.#next++ % MIX.length]
    const started = performance.now()
    let status
    let code
    try {
      const response = await this.#request(route)
      status = response.status
      if (status >= 400) code = (await response.json().catch(() => ({}))).code
      else await response.arrayBuffer()
      if (route === 'POST /guest/connect' && status < 400) this.guestsAnswered++
    } catch (error) {
      status = error.name === 'TimeoutError' ? 'timeout' : 'network'
      code = [error.cause?.code, error.cause?.message ?? error.message].filter(Boolean).join(' ')
    }
    const answer = { route, status, code, ms: performance.now() - started, at: Date.now() }
    this.answers.push(answer)
    return answer
  }

  #request(route) {
    const { base, sessions, venue, stripeWebhookSecret } = this.world
    const signal = AbortSignal.timeout(30_000)
    const [method, path] = route.split(' ')
    if (method === 'GET') {
      const session = sessions[this.#next % sessions.length]
      return fetch(`${base}${path}`, {
        headers: { accept: 'application/json', cookie: session.header() },
        signal,
      })
    }
    if (path === '/guest/connect')
      return fetch(`${base}${path}`, {
        method,
        headers: { ...GUEST_FORM_HEADERS, accept: 'application/json' },
        body: formBody(venue.publicId, venue.ap, this.#guest++),
        redirect: 'manual',
        signal,
      })
    const event = {
      id: `evt_soak_${randomUUID().replaceAll('-', '')}`,
      object: 'event',
      type: 'customer.updated',
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      data: { object: { id: 'cus_soak_unknown', object: 'customer', metadata: {} } },
    }
    const payload = JSON.stringify(event)
    this.stripeEvents.push(event.id)
    return fetch(`${base}${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        'stripe-signature': Stripe.webhooks.generateTestHeaderString({
          payload,
          secret: stripeWebhookSecret,
        }),
      },
      body: payload,
      signal,
    })
  }
}

/** An answer the soak counts as an error: anything but a 2xx or a redirect (and the guest portal's 303). */
export const isError = (answer) => typeof answer.status !== 'number' || answer.status >= 400

/** The `q` quantile (0–1) of a list of numbers. */
export function quantile(values, q) {
  if (!values.length) return NaN
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]
}

export const median = (values) => quantile(values, 0.5)
