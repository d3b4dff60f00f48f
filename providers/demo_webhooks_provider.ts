import type { ApplicationService } from '@adonisjs/core/types'
import type { WebhookReceiver } from '#core/webhooks/receiver/webhook_receiver'
import { demoServicesEnabled } from '#kernel/runtime/demo_services'

/**
 * Demo mode (the same switch as the demo network): runs the demo webhook receiver in this process
 * (database/demo/demo_webhooks.ts) and points the seeded endpoints at it. It verifies each delivery with the secrets
 * of the endpoints that post to it, so the demo shows real, signed deliveries end to end.
 */
export default class DemoWebhooksProvider {
  #receiver?: WebhookReceiver

  constructor(protected app: ApplicationService) {}

  async ready() {
    if (!demoServicesEnabled() || this.app.getEnvironment() !== 'web') return
    const logger = await this.app.container.make('logger')
    try {
      this.#receiver = await this.#start()
      const { default: db } = await import('@adonisjs/lucid/services/db')
      const { pointDemoWebhooks } = await import('#database/demo/demo_webhooks')
      const receiver = this.#receiver
      await db.transaction((trx) => pointDemoWebhooks(trx, receiver.url))
    } catch (error) {
      logger.error({ err: error }, 'demo webhooks: the receiver failed to start')
    }
  }

  async #start() {
    const { startWebhookReceiver } = await import('#core/webhooks/receiver/webhook_receiver')
    const { DEMO_WEBHOOKS } = await import('#database/demo/demo_webhooks')
    const { default: WebhookEndpoint } = await import('#core/webhooks/models/webhook_endpoint')
    const options = {
      async secretsFor(path: string) {
        const endpoints = await WebhookEndpoint.query().whereLike(
          'url',
          `https://localhost:%${path}`
        )
        return endpoints.flatMap((endpoint) => endpoint.signingSecrets())
      },
    }
    const { onFixedPort } = await import('#database/demo/demo_simulators')
    return onFixedPort(DEMO_WEBHOOKS.defaultPort, DEMO_WEBHOOKS.portVariable, (port) =>
      startWebhookReceiver({ ...options, port })
    )
  }

  async shutdown() {
    await this.#receiver?.stop()
  }
}
