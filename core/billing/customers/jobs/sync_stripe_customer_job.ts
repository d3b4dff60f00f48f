import Customer from '#core/customers/models/customer'
import { billingConfigured } from '#core/billing/stripe/billing_stripe'
import { Job } from '#kernel/jobs/job'
import { AppException } from '#kernel/exceptions/app_exception'
import { syncStripeCustomer } from '#core/billing/customers/stripe_customer_sync'
import { billingStripe } from '#core/billing/stripe/billing_stripe'
import { alignCustomerVat } from '#core/billing/taxes/customer_vat'

/**
 * Creates or updates a customer's Stripe customer after it was saved. A job, so that Stripe being down, slow or
 * rate-limited never holds up the customer form: a failure is retried with backoff (the SDK already retried the
 * call twice with the same idempotency key).
 */
export default class SyncStripeCustomerJob extends Job<{
  customerId: number
  vatChanged?: boolean
}> {
  static jobName = 'billing.sync_stripe_customer'
  static queue = 'billing'
  static attempts = 8
  static backoff = { type: 'exponential' as const, delayMs: 5_000 }
  static timeoutMs = 120_000

  async handle({ customerId, vatChanged }: { customerId: number; vatChanged?: boolean }) {
    const customer = await Customer.find(customerId)
    if (!customer) return
    // Dispatched because billing was configured where the customer was saved: a process without it (a worker that
    // cannot reach the demo's Stripe) fails and retries instead of reporting a sync that never happened.
    if (!billingConfigured()) throw new AppException(503, 'E_BILLING_NOT_CONFIGURED')
    const outcome = await syncStripeCustomer(customer)
    // A VAT number verified (or no longer) changes the customer's VAT treatment: its subscriptions follow.
    if (vatChanged && outcome !== 'stripe_customer_missing' && customer.paymentProviderId)
      await alignCustomerVat(billingStripe(), customer, customer.paymentProviderId)
  }
}
