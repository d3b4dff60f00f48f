import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import WebhookEndpoint from '#core/webhooks/models/webhook_endpoint'
import { newWebhookSecret } from '#core/webhooks/services/webhook_signing'

/**
 * The demo's webhook receiver (README "Webhooks"): an in-process HTTPS server on loopback that verifies deliveries
 * with the `standardwebhooks` library (core/webhooks/receiver). The seed points the demo café's portal at it, so a
 * guest signing in on the demo portal shows up as a delivery in the portal tab's webhook log and at the receiver
 * (GET https://localhost:18610/ lists what it got). A taken port falls back to a free one and the endpoint follows.
 */
export const DEMO_WEBHOOKS = {
  defaultPort: 18610,
  portVariable: 'DEMO_WEBHOOK_PORT',
  /** How the seeded endpoints are found again (their URL path), never by their description. */
  path: '/demo-receiver/airdeck',
}

export const demoReceiverUrl = (base: string) => `${base}${DEMO_WEBHOOKS.path}`

export async function seedDemoWebhooks(
  trx: TransactionClientContract,
  input: { locationId: number; createdBy: number }
) {
  await WebhookEndpoint.create(
    {
      locationId: input.locationId,
      scope: 'portal',
      url: demoReceiverUrl(`https://localhost:${DEMO_WEBHOOKS.defaultPort}`),
      description: 'Demo receiver (in-process, verifies every signature)',
      eventTypes: ['guest.signed_in', 'guest.opted_in', 'guest.data_deleted'],
      secret: newWebhookSecret(),
      enabled: true,
      createdBy: input.createdBy,
    },
    { client: trx }
  )
}

/** Points the seeded endpoints at the receiver where it actually listens. */
export async function pointDemoWebhooks(trx: TransactionClientContract, base: string) {
  await trx
    .from('webhook_endpoints')
    .whereLike('url', `https://localhost:%${DEMO_WEBHOOKS.path}`)
    .update({ url: demoReceiverUrl(base) })
}
