import { WebhooksController } from '#core/webhooks/controllers/webhooks_controller'

export default class LocationWebhooksController extends WebhooksController {
  scope = 'location' as const
}
