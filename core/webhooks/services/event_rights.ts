import type { UserAccess } from '#core/access/services/user_access'
import { DOMAIN_EVENT_READ_KEY } from '#kernel/events/domain_events'
import { AppException } from '#kernel/exceptions/app_exception'
import { TEST_EVENT_TYPE, domainEventTypes } from '#core/webhooks/webhook_event_types'

/** The event types whose data the user may read on this venue (the test event carries none). */
export async function readableEventTypes(
  access: UserAccess,
  locationId: number
): Promise<ReadonlySet<string>> {
  const keys = new Set(await access.permissionsOn('location', locationId))
  return new Set([
    TEST_EVENT_TYPE,
    ...domainEventTypes().filter((type) => keys.has(DOMAIN_EVENT_READ_KEY[type])),
  ])
}

/** Subscribing an endpoint to an event (or changing one that receives it) needs the right to read its data. */
export function assertMayReceive(readable: ReadonlySet<string>, eventTypes: readonly string[]) {
  const refused = eventTypes.find((type) => !readable.has(type))
  if (refused)
    throw new AppException(403, 'E_WEBHOOK_EVENT_FORBIDDEN', { data: { event: refused } })
}
