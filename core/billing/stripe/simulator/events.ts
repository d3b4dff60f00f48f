/**
 * Events and their delivery: every change records an `evt_` (data.object as it was then, previous_attributes on
 * updates) and POSTs it to each webhook endpoint that listens for it, signed as Stripe does:
 * `Stripe-Signature: t=<unix>,v1=<hex HMAC-SHA256 of "t.body" keyed with the whsec_ secret>`. A delivery that does not
 * get a 2xx is retried after each of `retryDelaysMs`. Endpoints come from the API (`/v1/webhook_endpoints`) or the
 * simulator's options.
 */
import { createHmac, randomBytes } from 'node:crypto'
import { invalidParam } from './errors.js'
import {
  applyMetadata,
  optionalArray,
  optionalBoolean,
  optionalString,
  requiredString,
} from './params.js'
import { deletedObject, route, type StripeRoute } from './router.js'
import type { StripeObject, StripeStore } from './store.js'

export interface WebhookDelivery {
  eventId: string
  type: string
  url: string
  attempt: number
  /** The receiver's HTTP status; null when it could not be reached. */
  status: number | null
  signatureTimestamp: number
  at: number
}

export interface RequestInfo {
  id: string
  idempotency_key: string | null
}

export function stripeSignature(payload: string, secret: string, timestamp: number) {
  return `t=${timestamp},v1=${createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex')}`
}

export class StripeEvents {
  currentRequest: RequestInfo | null = null
  readonly deliveries: WebhookDelivery[] = []
  readonly #inFlight = new Set<Promise<void>>()
  readonly #queues = new Map<string, Promise<void>>()
  readonly #timers = new Set<NodeJS.Timeout>()

  constructor(
    private readonly store: StripeStore,
    private readonly apiVersion: string,
    private readonly retryDelaysMs: number[]
  ) {
    store.emit = (type, object, previousAttributes) =>
      void this.emit(type, object, previousAttributes)
  }

  emit(type: string, object: StripeObject, previousAttributes?: Record<string, unknown>) {
    const endpoints = this.#endpointsFor(type)
    const event = this.store.create('evt', 'event', {
      api_version: this.apiVersion,
      data: {
        object: structuredClone(object),
        ...(previousAttributes && { previous_attributes: previousAttributes }),
      },
      pending_webhooks: endpoints.length,
      request: this.currentRequest
        ? { ...this.currentRequest }
        : { id: null, idempotency_key: null },
      type,
    })
    for (const endpoint of endpoints) this.#enqueue(endpoint, event, 1, false)
    return event
  }

  addEndpoint(url: string, secret?: string, enabledEvents: string[] = ['*']) {
    return this.store.create('we', 'webhook_endpoint', {
      api_version: this.apiVersion,
      description: null,
      enabled_events: enabledEvents,
      metadata: {},
      secret: secret ?? `whsec_${randomBytes(24).toString('hex')}`,
      status: 'enabled',
      url,
    })
  }

  /** Sends an event again (same id, new timestamp); `stale` signs it 10 minutes in the past. */
  resend(eventId: string, options: { stale?: boolean } = {}) {
    const event = this.store.get('event', eventId)
    for (const endpoint of this.#endpointsFor(event.type))
      this.#enqueue(endpoint, event, 1, options.stale ?? false)
  }

  /** Resolves when every queued delivery (not the retries still waiting for their delay) has been answered. */
  async idle() {
    while (this.#inFlight.size > 0) await Promise.all([...this.#inFlight])
  }

  stop() {
    for (const timer of this.#timers) clearTimeout(timer)
    this.#timers.clear()
  }

  #endpointsFor(type: string) {
    return this.store
      .all('webhook_endpoint')
      .filter(
        (endpoint) =>
          endpoint.status === 'enabled' &&
          (endpoint.enabled_events.includes('*') || endpoint.enabled_events.includes(type))
      )
  }

  #enqueue(endpoint: StripeObject, event: StripeObject, attempt: number, stale: boolean) {
    const previous = this.#queues.get(endpoint.id) ?? Promise.resolve()
    const delivery = previous.then(() => this.#deliver(endpoint, event, attempt, stale))
    this.#queues.set(endpoint.id, delivery)
    this.#inFlight.add(delivery)
    void delivery.finally(() => this.#inFlight.delete(delivery))
  }

  async #deliver(endpoint: StripeObject, event: StripeObject, attempt: number, stale: boolean) {
    const payload = JSON.stringify(event, null, 2)
    const timestamp = Math.floor(Date.now() / 1000) - (stale ? 600 : 0)
    let status: number | null = null
    try {
      const response = await fetch(endpoint.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
          'stripe-signature': stripeSignature(payload, endpoint.secret, timestamp),
        },
        body: payload,
        signal: AbortSignal.timeout(30_000),
      })
      status = response.status
      await response.arrayBuffer()
    } catch {
      status = null
    }
    this.deliveries.push({
      eventId: event.id,
      type: event.type,
      url: endpoint.url,
      attempt,
      status,
      signatureTimestamp: timestamp,
      at: Date.now(),
    })
    const delivered = status !== null && status >= 200 && status < 300
    if (delivered && attempt === 1 && event.pending_webhooks > 0) event.pending_webhooks -= 1
    const delay = this.retryDelaysMs[attempt - 1]
    if (!delivered && !stale && delay !== undefined) {
      const timer = setTimeout(() => {
        this.#timers.delete(timer)
        this.#enqueue(endpoint, event, attempt + 1, false)
      }, delay)
      timer.unref()
      this.#timers.add(timer)
    }
  }

  readonly routes: StripeRoute[] = [
    route('GET', '/v1/events', ({ store, params }) => {
      const type = optionalString(params, 'type')
      const types = optionalArray(params, 'types')?.map(String)
      const matches = (eventType: string) =>
        (!type ||
          (type.endsWith('*') ? eventType.startsWith(type.slice(0, -1)) : eventType === type)) &&
        (!types || types.includes(eventType))
      return store.list(
        store.all('event').filter((event) => matches(event.type)),
        params,
        '/v1/events'
      )
    }),
    route('GET', '/v1/events/:id', ({ store, ids }) => store.get('event', ids[0])),
    route('POST', '/v1/webhook_endpoints', ({ params }) => {
      const url = requiredString(params, 'url')
      if (!/^https?:\/\/[^\s]+$/.test(url))
        throw invalidParam('url', 'Invalid URL: URL must be publicly accessible.', 'url_invalid')
      const enabledEvents = optionalArray(params, 'enabled_events')?.map(String)
      if (!enabledEvents?.length)
        throw invalidParam(
          'enabled_events',
          'Missing required param: enabled_events.',
          'parameter_missing'
        )
      const endpoint = this.addEndpoint(url, undefined, enabledEvents)
      endpoint.metadata = applyMetadata({}, params)
      return endpoint
    }),
    route('GET', '/v1/webhook_endpoints', ({ store, params }) =>
      store.list(store.all('webhook_endpoint').map(withoutSecret), params, '/v1/webhook_endpoints')
    ),
    route('GET', '/v1/webhook_endpoints/:id', ({ store, ids }) =>
      withoutSecret(store.get('webhook_endpoint', ids[0]))
    ),
    route('POST', '/v1/webhook_endpoints/:id', ({ store, ids, params }) => {
      const endpoint = store.get('webhook_endpoint', ids[0])
      endpoint.url = optionalString(params, 'url') ?? endpoint.url
      endpoint.enabled_events =
        optionalArray(params, 'enabled_events')?.map(String) ?? endpoint.enabled_events
      const disabled = optionalBoolean(params, 'disabled')
      if (disabled !== undefined) endpoint.status = disabled ? 'disabled' : 'enabled'
      endpoint.metadata = applyMetadata(endpoint.metadata, params)
      return withoutSecret(endpoint)
    }),
    route('DELETE', '/v1/webhook_endpoints/:id', ({ store, ids }) => {
      const endpoint = store.get('webhook_endpoint', ids[0])
      store.remove(endpoint)
      return deletedObject(endpoint)
    }),
  ]
}

/** Stripe shows an endpoint's secret only in the answer that created it. */
function withoutSecret(endpoint: StripeObject) {
  const { secret: _secret, ...rest } = endpoint
  return rest as StripeObject
}
