import type Customer from '#core/customers/models/customer'
import { billingConfigured } from '#core/billing/stripe/billing_stripe'

/** The customer's Stripe side; the `cus_` id only for admins (with it and a leaked signing secret, events could be forged). */
export function customerStripeState(customer: Customer, isAdmin: boolean) {
  return {
    customer_id: customer.id,
    billing_configured: billingConfigured(),
    stripe_customer_id: isAdmin ? customer.paymentProviderId : null,
    stripe_linked: customer.paymentProviderId !== null,
    synced_at: customer.stripeSyncedAt?.toISO() ?? null,
    sync_error: customer.stripeSyncError,
    vat: customer.vat,
    vat_verification: customer.vatVerification,
    vat_verified_name: customer.vatVerifiedName,
    payment_method: customer.paymentMethod,
    payment_method_label: customer.paymentMethodLabel,
  }
}
