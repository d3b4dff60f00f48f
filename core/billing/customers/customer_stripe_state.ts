import type Customer from '#core/customers/models/customer'
import { billingConfigured } from '#core/billing/stripe/billing_stripe'
import { PAYMENT_METHODS } from '#core/customers/legal_entities'
import type { PaymentContact } from './payment_contacts.js'

/** The methods a card or mandate label describes: with any other state the label would contradict the status. */
const LABELLED_METHODS: number[] = [PAYMENT_METHODS.card, PAYMENT_METHODS.sepa]

/**
 * The customer's Stripe side; the `cus_` id only for admins (with it and a leaked signing secret, events could be
 * forged). The method's label ("Visa •••• 4242") only beside the card or SEPA status it describes. `contacts`: who can
 * set up the payment method, given to a user who cannot while the customer has none.
 */
export function customerStripeState(
  customer: Customer,
  isAdmin: boolean,
  contacts: PaymentContact[] = []
) {
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
    payment_method_label:
      customer.paymentMethod !== null && LABELLED_METHODS.includes(customer.paymentMethod)
        ? customer.paymentMethodLabel
        : null,
    payment_contacts: contacts,
  }
}
