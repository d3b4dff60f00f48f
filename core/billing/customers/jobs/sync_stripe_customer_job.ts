import Customer from '#core/customers/models/customer'
import { billingConfigured } from '#core/billing/stripe/billing_stripe'
import { Job } from '#kernel/jobs/job'
import { syncStripeCustomer } from '#core/billing/customers/stripe_customer_sync'

/**
 * Creates or updates a customer's Stripe customer after it was saved. A job, so that Stripe being down, slow or
 * rate-limited never holds up the customer form: a failure is retried with backoff (the SDK already retried the
 * call twice with the same idempotency key).
 */
export default class SyncStripeCustomerJob extends Job<{ customerId: number }> {
  static jobName = 'billing.sync_stripe_customer'
  static queue = 'billing'
  static attempts = 8
  static backoff = { type: 'exponential' as const, delayMs: 5_000 }
  static timeoutMs = 120_000

  async handle({ customerId }: { customerId: number }) {
    if (!billingConfigured()) return
    const customer = await Customer.find(customerId)
    if (!customer) return
    await syncStripeCustomer(customer)
  }
}
