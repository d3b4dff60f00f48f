import { DOMAIN_EVENT_DESCRIPTIONS, type DomainEventName } from '#kernel/events/domain_events'
import type { WebhookScope } from '#core/webhooks/models/webhook_endpoint'

/** Sent by "send test event"; never selectable, always accepted by an endpoint. */
export const TEST_EVENT_TYPE = 'webhook.test'

/** Every event of the registry (core/kernel/events/domain_events.ts): an event added there is offered here too. */
export function domainEventTypes(): DomainEventName[] {
  return Object.keys(DOMAIN_EVENT_DESCRIPTIONS) as DomainEventName[]
}

/** A portal's endpoints receive the guest events; a venue's endpoints may choose any event. */
export function eventTypesFor(scope: WebhookScope): DomainEventName[] {
  const all = domainEventTypes()
  return scope === 'portal' ? all.filter((type) => type.startsWith('guest.')) : all
}

export function describeEventType(type: DomainEventName) {
  return DOMAIN_EVENT_DESCRIPTIONS[type]
}
