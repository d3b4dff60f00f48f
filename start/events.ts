/*
|--------------------------------------------------------------------------
| Domain event subscribers
|--------------------------------------------------------------------------
| Outbox writers that run inside the publishing transaction (core/kernel/events/publish_event.ts), registered in
| every process that may publish an event: web, workers, console and tests.
*/
import { subscribeWebhooks } from '#core/webhooks/services/subscribe_webhooks'

subscribeWebhooks()
