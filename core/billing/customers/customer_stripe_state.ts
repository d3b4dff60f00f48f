import type Customer from '#core/customers/models/customer'
import { billingConfigured } from '#core/billing/stripe/billing_stripe'

export function customerStripeState(customer: Customer) {
  return {
    customer_id: customer.id,
    billing_configured: billingConfigured(),
    stripe_customer_id: customer.paymentProviderId,
    synced_at: customer.stripeSyncedAt?.toISO() ?? null,
    sync_error: customer.stripeSyncError,
    vat: customer.vat,
    vat_verification: customer.vatVerification,
    vat_verified_name: customer.vatVerifiedName,
    payment_method: customer.paymentMethod,
    payment_method_label: customer.paymentMethodLabel,
  }
}
