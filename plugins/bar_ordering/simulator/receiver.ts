/**
 * The receiving end: verify the Standard Webhooks signature over the exact bytes received (with the public library),
 * dedupe on `webhook-id`, then apply the event to the guest list. `guest.signed_in` / `guest.opted_in` add or update
 * the guest; `guest.data_deleted` erases them; `webhook.test` is only acknowledged.
 */
import { Webhook, WebhookVerificationError } from 'standardwebhooks'
import {
  header,
  json,
  type SimRequest,
  type SimResponse,
} from '#core/plugins/simulator_kit/sim_http'
import type { ApiKeyFaults } from '#core/plugins/simulator_kit/sim_key_faults'
import type { OrderingGuest, ReceivedDelivery } from './simulator_api.js'

export class Receiver {
  readonly deliveries: ReceivedDelivery[] = []
  readonly guests = new Map<string, OrderingGuest>()
  rejectedSignatures = 0
  readonly #seen = new Set<string>()
  readonly #webhook: Webhook

  constructor(
    secret: string,
    readonly path: string,
    private readonly faults: ApiKeyFaults
  ) {
    this.#webhook = new Webhook(secret)
  }

  handle(request: SimRequest): SimResponse {
    if (request.path !== this.path) return json(404, { error: 'not_found' })
    if (request.method !== 'POST') return json(405, { error: 'method_not_allowed' })
    const headers = {
      'webhook-id': header(request, 'webhook-id') ?? '',
      'webhook-timestamp': header(request, 'webhook-timestamp') ?? '',
      'webhook-signature': header(request, 'webhook-signature') ?? '',
    }
    let payload: Record<string, any>
    try {
      if (this.faults.keyRefused) throw new WebhookVerificationError('No matching signature found')
      payload = this.#webhook.verify(request.rawBody ?? '', headers) as Record<string, any>
    } catch (error) {
      if (!(error instanceof WebhookVerificationError))
        return json(400, { error: 'invalid_payload' })
      this.rejectedSignatures++
      return json(401, { error: 'invalid_signature', message: error.message })
    }
    if (!payload || typeof payload !== 'object' || typeof payload.type !== 'string')
      return json(400, { error: 'invalid_payload' })
    if (this.#seen.has(headers['webhook-id'])) return json(200, { received: true, duplicate: true })
    this.#seen.add(headers['webhook-id'])
    this.deliveries.push({
      webhookId: headers['webhook-id'],
      type: payload.type,
      receivedAt: Date.now(),
      payload,
    })
    this.#apply(payload)
    return json(200, { received: true })
  }

  #apply(payload: Record<string, any>) {
    const data = payload.data ?? {}
    const email = typeof data.email === 'string' ? data.email.toLowerCase() : null
    if (!email) return
    if (payload.type === 'guest.data_deleted') {
      this.guests.delete(email)
      return
    }
    if (payload.type !== 'guest.signed_in' && payload.type !== 'guest.opted_in') return
    const known = this.guests.get(email)
    const venue = String(data.venue_name ?? '')
    this.guests.set(email, {
      email,
      firstName: data.first_name ?? known?.firstName ?? null,
      lastName: data.last_name ?? known?.lastName ?? null,
      phone: data.phone ?? known?.phone ?? null,
      locale: data.locale ?? known?.locale ?? null,
      marketingOptIn: Boolean(data.marketing_opt_in) || (known?.marketingOptIn ?? false),
      venues: [...new Set([...(known?.venues ?? []), ...(venue ? [venue] : [])])],
    })
  }
}
