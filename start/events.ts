/*
|--------------------------------------------------------------------------
| Domain event subscribers
|--------------------------------------------------------------------------
| Outbox writers that run inside the publishing transaction (core/kernel/events/publish_event.ts), registered in
| every process that may publish an event: web, workers, console and tests.
*/
import emitter from '@adonisjs/core/services/emitter'
import logger from '@adonisjs/core/services/logger'
import { subscribeWebhooks } from '#core/webhooks/services/subscribe_webhooks'

subscribeWebhooks()

/*
| Events published after a commit are emitted without waiting (publish_event.ts): a listener that fails must be
| logged, not left as an unhandled rejection that would end the process.
*/
emitter.onError((event, error) => {
  logger.error({ err: error, event: String(event) }, 'events: a listener failed')
})
