import type { ApplicationService } from '@adonisjs/core/types'
import type { StripeSimulator } from '#core/billing/stripe/simulator/index'
import { demoServicesEnabled } from '#kernel/runtime/demo_services'

/**
 * Demo mode (the same switch as the demo network): runs the Stripe simulator in this process, points billing at it
 * (unless a real STRIPE_SECRET_KEY is configured) with our webhook endpoint registered, and gives the customers
 * their Stripe side again (the simulator starts empty on every start): customers, payment methods, a year of
 * subscriptions and invoices (database/demo/demo_billing_history.ts), so the billing screens show real data. Its key and
 * webhook signing secret are made on the first start and kept beside the embedded database (storage/demo-secrets.json).
 */
export default class DemoBillingProvider {
  #simulator?: StripeSimulator
  #stopRefreshing?: () => void

  constructor(protected app: ApplicationService) {}

  async ready() {
    if (
      !demoServicesEnabled() ||
      this.app.getEnvironment() !== 'web' ||
      process.env.STRIPE_SECRET_KEY
    )
      return
    const logger = await this.app.container.make('logger')
    try {
      const { startDemoStripe } = await import('#database/demo/demo_billing')
      const simulator = await startDemoStripe(
        process.env.STORAGE_PATH ?? this.app.makePath('storage')
      )
      this.#simulator = simulator
      logger.info(`demo billing: Stripe simulator on ${simulator.url}`)
      // Workers bill through this simulator too (core/billing/stripe/demo_stripe_follower.ts).
      const { demoSecrets } = await import('#database/demo/demo_secrets')
      const secrets = demoSecrets(process.env.STORAGE_PATH ?? this.app.makePath('storage'))
      const { recordDemoEndpoint, keepDemoEndpointFresh, STRIPE_SERVICE } =
        await import('#kernel/runtime/demo_endpoints')
      await recordDemoEndpoint(STRIPE_SERVICE, simulator.url, {
        secretKey: secrets.stripeSecretKey,
        webhookSecret: secrets.stripeWebhookSecret,
      })
      this.#stopRefreshing = keepDemoEndpointFresh(STRIPE_SERVICE, simulator.url, (error) =>
        logger.warn({ err: error }, 'demo billing: refreshing the recorded address failed')
      )
      const { seedDemoBilling } = await import('#database/demo/demo_billing_history')
      await seedDemoBilling(simulator)
    } catch (error) {
      logger.error({ err: error }, 'demo billing: the Stripe simulator failed to start')
    }
  }

  async shutdown() {
    this.#stopRefreshing?.()
    if (!this.#simulator) return
    const { forgetDemoEndpoint, STRIPE_SERVICE } = await import('#kernel/runtime/demo_endpoints')
    await forgetDemoEndpoint(STRIPE_SERVICE, this.#simulator.url).catch(() => {})
    await this.#simulator.stop()
  }
}
