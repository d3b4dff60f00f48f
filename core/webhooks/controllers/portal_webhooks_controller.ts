import { WebhooksController } from '#core/webhooks/controllers/webhooks_controller'

export default class PortalWebhooksController extends WebhooksController {
  scope = 'portal' as const
}
