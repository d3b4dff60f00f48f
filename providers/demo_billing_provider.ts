import type { ApplicationService } from '@adonisjs/core/types'
import type { StripeSimulator } from '#core/billing/stripe/simulator/index'
import { demoServicesEnabled } from '#kernel/runtime/demo_services'

/**
 * Demo mode (the same switch as the demo network): runs the Stripe simulator in this process, points billing at it
 * (unless a real STRIPE_SECRET_KEY is configured) with our webhook endpoint registered, and gives the customers
 * Stripe customers (the simulator starts empty on every start), so the payment flows work in the demo.
 */
export default class DemoBillingProvider {
  #simulator?: StripeSimulator

  constructor(protected app: ApplicationService) {}

  async ready() {
    if (!demoServicesEnabled() || this.app.getEnvironment() !== 'web' || process.env.STRIPE_SECRET_KEY) return
    const logger = await this.app.container.make('logger')
    try {
      const { startStripeSimulator } = await import('#core/billing/stripe/simulator/index')
      const { onFixedPort } = await import('#database/demo/demo_simulators')
      const { DEMO_STRIPE, demoStripeWebhookUrl } = await import('#database/demo/demo_billing')
      const { useBillingStripe } = await import('#core/billing/stripe/billing_stripe')
      const options = { secretKeys: [DEMO_STRIPE.secretKey], host: '127.0.0.1', webhookEndpoints: [{ url: demoStripeWebhookUrl(), secret: DEMO_STRIPE.webhookSecret }], webhookRetryDelaysMs: [2_000, 10_000, 60_000] }
      const simulator = await onFixedPort(DEMO_STRIPE.defaultPort, DEMO_STRIPE.portVariable, (port) => startStripeSimulator({ ...options, port }))
      this.#simulator = simulator
      useBillingStripe({ secretKey: DEMO_STRIPE.secretKey, apiBase: simulator.url, webhookSecret: DEMO_STRIPE.webhookSecret })
      logger.info(`demo billing: Stripe simulator on ${simulator.url}`)
      const { syncDemoCustomersToStripe } = await import('#core/billing/customers/demo_stripe_customers')
      await syncDemoCustomersToStripe(simulator)
    } catch (error) {
      logger.error({ err: error }, 'demo billing: the Stripe simulator failed to start')
    }
  }

  async shutdown() {
    await this.#simulator?.stop()
  }
}
