/**
 * The Stripe API simulator: `startStripeSimulator(options)` serves `/v1/...` so that the unmodified `stripe` SDK works
 * against it (form bodies with brackets, Bearer or Basic sk_test_ keys, Idempotency-Key replay, Request-Id, list
 * cursors, expand[], Stripe's error shape), plus the hosted pages and a signed webhook sender. Faults come from the
 * simulator kit (latency, 5xx, 429, wrong key). See ../README.md.
 */
import { randomBytes } from 'node:crypto'
import { ApiKeyFaults } from '#core/plugins/simulator_kit/sim_key_faults'
import { header, type SimRequest, type SimResponse } from '#core/plugins/simulator_kit/sim_http'
import { startSimServer, type SimServer } from '#core/plugins/simulator_kit/sim_server'
import { STRIPE_API_VERSION } from '#core/billing/stripe/api_version'
import { catalogRoutes } from './catalog.js'
import { checkoutRoutes, completeCheckout } from './checkout.js'
import { advanceClock, setTaxIdVerification, stripeControl } from './control.js'
import { customerRoutes, taxIdsOf } from './customers.js'
import { invalidApiKey, StripeSimError, unknownUrl } from './errors.js'
import { StripeEvents } from './events.js'
import { paramsOfBody, parseStripeParams } from './form.js'
import { IdempotencyKeys } from './idempotency.js'
import { invoiceRoutes } from './invoices.js'
import { hostedPage } from './pages.js'
import { findRoute, type StripeRoute } from './router.js'
import { expandPaths, StripeStore } from './store.js'
import { subscriptionRoutes } from './subscriptions.js'
import { taxRateRoutes } from './tax_rates.js'

export interface StripeSimulatorOptions {
  /** The secret keys accepted (`sk_test_…`). */
  secretKeys: string[]
  /** Endpoints that receive every event, signed with their secret (`whsec_…`). */
  webhookEndpoints?: { url: string; secret: string; enabledEvents?: string[] }[]
  /** Waits before the 2nd, 3rd… delivery of an event the endpoint did not accept (default 1 min, 5 min, 30 min). */
  webhookRetryDelaysMs?: number[]
  /** Plain HTTP by default: the SDK's `protocol: 'http'` option; true → HTTPS with a self-signed certificate. */
  tls?: boolean
  host?: string
  port?: number
  seed?: number
}

export interface StripeSimulator extends SimServer {
  readonly faults: ApiKeyFaults
  readonly store: StripeStore
  readonly events: StripeEvents
  /** What the hosted Checkout page's "Complete" button does. */
  completeCheckout: (
    sessionId: string,
    paymentMethodType?: 'card' | 'sepa_debit',
    options?: { failing?: boolean }
  ) => ReturnType<typeof completeCheckout>
  setTaxIdVerification: (
    taxIdId: string,
    status: 'pending' | 'verified' | 'unverified' | 'unavailable',
    verifiedName?: string
  ) => void
  advanceClock: (seconds: number) => void
}

const API_VERSION_PATTERN = /^\d{4}-\d{2}-\d{2}(\.[a-z]+)?$/

export async function startStripeSimulator(
  options: StripeSimulatorOptions
): Promise<StripeSimulator> {
  const store = new StripeStore(options.seed ?? 1)
  const events = new StripeEvents(
    store,
    STRIPE_API_VERSION,
    options.webhookRetryDelaysMs ?? [60_000, 300_000, 1_800_000]
  )
  for (const endpoint of options.webhookEndpoints ?? [])
    events.addEndpoint(endpoint.url, endpoint.secret, endpoint.enabledEvents)
  store.hiddenField = (owner, field) => {
    if (owner.object !== 'customer') return undefined
    if (field === 'tax_ids')
      return store.list(
        taxIdsOf(store, owner.id),
        { limit: '100' },
        `/v1/customers/${owner.id}/tax_ids`
      )
    if (field === 'subscriptions') {
      return store.list(
        store
          .all('subscription')
          .filter((entry) => entry.customer === owner.id && entry.status !== 'canceled'),
        { limit: '100' },
        `/v1/customers/${owner.id}/subscriptions`
      )
    }
    return undefined
  }
  const routes: StripeRoute[] = [
    ...customerRoutes,
    ...catalogRoutes,
    ...checkoutRoutes,
    ...subscriptionRoutes,
    ...invoiceRoutes,
    ...taxRateRoutes,
    ...events.routes,
  ]
  const idempotency = new IdempotencyKeys(() => store.now())
  const faults = new ApiKeyFaults()
  const withRequestId = (response: SimResponse): SimResponse => ({
    ...response,
    headers: { 'request-id': `req_${randomBytes(7).toString('hex')}`, ...response.headers },
  })

  const api = (request: SimRequest, requestId: string): SimResponse => {
    const key = secretKeyOf(request)
    if (!key || faults.keyRefused || !options.secretKeys.includes(key)) return invalidApiKey(key)
    const version = header(request, 'stripe-version')
    if (version && !API_VERSION_PATTERN.test(version))
      return new StripeSimError(
        400,
        'invalid_request_error',
        `Invalid Stripe API version: ${version}`,
        'api_version_invalid'
      ).toResponse()
    const params =
      request.method === 'POST' ? paramsOfBody(request.rawBody) : parseStripeParams(request.query)
    const idempotencyKey =
      request.method === 'POST' ? (header(request, 'idempotency-key') ?? null) : null
    const fingerprint = `${request.method} ${request.path} ${JSON.stringify(params)}`
    try {
      if (idempotencyKey && idempotencyKey.length > 255)
        throw new StripeSimError(
          400,
          'invalid_request_error',
          'Idempotency keys can be at most 255 characters long.',
          undefined,
          'Idempotency-Key'
        )
      const replayed = idempotencyKey
        ? idempotency.replay(key, idempotencyKey, fingerprint)
        : undefined
      if (replayed) return replayed
      const found = findRoute(routes, request.method, request.path)
      if (!found) throw unknownUrl(request.method, request.path)
      events.currentRequest = { id: requestId, idempotency_key: idempotencyKey }
      const result = found.route.handler({ store, params, ids: found.ids })
      const response = {
        status: 200,
        body: result.object === 'list' ? result : store.render(result, expandPaths(params)),
      }
      if (idempotencyKey)
        idempotency.remember(key, idempotencyKey, fingerprint, {
          ...response,
          headers: { 'idempotency-key': idempotencyKey },
        })
      return response
    } catch (error) {
      if (error instanceof StripeSimError) return error.toResponse()
      throw error
    } finally {
      events.currentRequest = null
    }
  }

  const server = await startSimServer({
    name: 'stripe',
    tls: options.tls ?? false,
    host: options.host,
    port: options.port,
    faults,
    vendor: (request) => {
      if (!request.path.startsWith('/v1/'))
        return (
          hostedPage(store, request) ??
          withRequestId(unknownUrl(request.method, request.path).toResponse())
        )
      const requestId = `req_${randomBytes(7).toString('hex')}`
      const response = api(request, requestId)
      return {
        ...response,
        headers: {
          'request-id': requestId,
          'stripe-version': header(request, 'stripe-version') ?? STRIPE_API_VERSION,
          ...response.headers,
        },
      }
    },
    control: (request) => stripeControl(store, events, request),
    failure: (status) =>
      withRequestId({
        status,
        body: {
          error: {
            type: 'api_error',
            message: 'An unknown error occurred while processing your request. Please try again.',
          },
        },
      }),
    rateLimited: (seconds) =>
      withRequestId({
        status: 429,
        headers: { 'retry-after': String(seconds) },
        body: {
          error: {
            type: 'invalid_request_error',
            code: 'rate_limit',
            message:
              'Too many requests hit the API too quickly. We recommend an exponential backoff of your requests.',
          },
        },
      }),
  })
  store.baseUrl = server.url

  return {
    ...server,
    faults,
    store,
    events,
    completeCheckout: (sessionId, type = 'card', completeOptions) =>
      completeCheckout(store, sessionId, type, completeOptions),
    setTaxIdVerification: (taxIdId, status, verifiedName) =>
      void setTaxIdVerification(store, taxIdId, status, verifiedName),
    advanceClock: (seconds) => advanceClock(store, seconds),
    stop: async () => {
      events.stop()
      await server.stop()
    },
  }
}

/** `Authorization: Bearer sk_…` (the SDK) or Basic with the key as the user name (curl -u sk_…:). */
function secretKeyOf(request: SimRequest): string | undefined {
  const value = header(request, 'authorization') ?? ''
  const bearer = /^Bearer\s+(.+)$/i.exec(value)
  if (bearer) return bearer[1].trim()
  const basic = /^Basic\s+(.+)$/i.exec(value)
  if (!basic) return undefined
  const decoded = Buffer.from(basic[1], 'base64').toString('utf8')
  return decoded.slice(0, decoded.includes(':') ? decoded.indexOf(':') : undefined) || undefined
}
