import type { Group } from '@japa/runner/core'
import db from '@adonisjs/lucid/services/db'
import { publishEvent } from '#kernel/events/publish_event'
import { findOrCreatePortal } from '#core/portal/portal_queries'
import WebhookEndpoint from '#core/webhooks/models/webhook_endpoint'
import {
  startWebhookReceiver,
  type ReceivedWebhook,
  type WebhookReceiver,
} from '#core/webhooks/receiver/webhook_receiver'
import { createTenant, createUser, grant } from '#tests/helpers/fixtures'

/**
 * A customer's venue and the people around its webhooks: an editor (location and portal update), a reader, a
 * colleague without the portal keys, and a user of another customer.
 */
export async function buildWebhookWorld() {
  const tenant = await createTenant()
  const other = await createTenant()
  const editor = await createUser({ lang: 'nl' })
  await grant(editor, 'customer', tenant.customer.id, [
    'customer_read',
    'location_read',
    'location_update',
    'portal_read',
    'portal_update',
  ])
  const reader = await createUser()
  await grant(reader, 'customer', tenant.customer.id, [
    'customer_read',
    'location_read',
    'portal_read',
  ])
  const noPortal = await createUser()
  await grant(noPortal, 'customer', tenant.customer.id, [
    'customer_read',
    'location_read',
    'location_update',
  ])
  const stranger = await createUser()
  await grant(stranger, 'customer', other.customer.id, [
    'customer_read',
    'location_read',
    'location_update',
    'portal_read',
    'portal_update',
  ])
  const portal = await findOrCreatePortal(tenant.location)
  return {
    location: tenant.location,
    other: other.location,
    portal,
    users: { editor, reader, noPortal, stranger },
  }
}

/**
 * One receiver for the group, verifying every delivery with the endpoint's secrets (read from the database, so
 * rotations apply) through the public `standardwebhooks` library. Give each endpoint a path of its own;
 * `answer` sets what a path answers next (a status, or a status with a delay).
 */
export function useReceiver(group: Group) {
  let receiver: WebhookReceiver
  const answers = new Map<string, Array<{ status: number; delayMs?: number }>>()
  group.setup(async () => {
    receiver = await startWebhookReceiver({
      async secretsFor(path) {
        const endpoints = await WebhookEndpoint.query().where('url', `${receiver.url}${path}`)
        return endpoints.flatMap((endpoint) => endpoint.signingSecrets())
      },
      respond: (entry: ReceivedWebhook) => answers.get(entry.path)?.shift(),
    })
    return () => receiver.stop()
  })
  return {
    url: (path: string) => `${receiver.url}${path}`,
    received: (path?: string) => receiver.received.filter((entry) => !path || entry.path === path),
    answer: (path: string, ...next: Array<{ status: number; delayMs?: number }>) =>
      answers.set(path, next),
    clear: () => {
      receiver.received.length = 0
      answers.clear()
    },
  }
}

/** A guest signs in on the venue's portal: the event is published in its transaction, as the portal does. */
export function guestSignedIn(
  world: { location: { id: number }; portal: { id: number } },
  email = 'guest@example.com'
) {
  return db.transaction((trx) =>
    publishEvent(
      'guest.signed_in',
      {
        portalId: world.portal.id,
        locationId: world.location.id,
        clientId: 1,
        signInId: 1,
        email,
        firstname: 'Guest',
        lastname: null,
        phone: null,
        language: 'en',
        optIn: true,
        returning: false,
        mac: '02:00:00:00:00:01',
        voucher: false,
        at: new Date().toISOString(),
      },
      { trx }
    )
  )
}

/** Makes an endpoint's pending deliveries due now, as when their wait is over. */
export const dueNow = (endpointId: number) =>
  db
    .from('webhook_deliveries')
    .where({ endpoint_id: endpointId, status: 'pending' })
    .update({ next_attempt_at: new Date(Date.now() - 1000) })

export const deliveriesOf = (endpointId: number) =>
  db.from('webhook_deliveries').where('endpoint_id', endpointId).orderBy('id')
