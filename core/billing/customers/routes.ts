import { apiRoutes } from '#kernel/http/contract/api_routes'
import { adminOnly, holds, signedIn } from '#kernel/http/contract/route_access'
import { accepted, json } from '#kernel/http/contract/schemas'
import * as validators from '#core/billing/customers/billing_customer_validators'
import * as schemas from '#core/billing/customers/billing_customer_schemas'

const BillingCustomers = () => import('#core/billing/customers/billing_customers_controller')
const api = apiRoutes('Billing')
const STRIPE = ['E_BILLING_NOT_CONFIGURED', 'E_STRIPE_UNAVAILABLE']
const PAYER =
  'admins for any customer; others need customer_update on the customer named by `customer`'

/** Customers ↔ Stripe (spec §7 `/customers/{id}/stripe`, payment-method links, billing portal). */
export function billingCustomerRoutes() {
  api.get('/customers/:id/stripe', [BillingCustomers, 'show'], {
    access: holds('customer_read', 'customer'),
    summary:
      "The customer's Stripe side: linked Stripe customer, last sync and its error, VAT verification, payment method",
    response: json(schemas.customerStripeStateSchema),
  })
  api.put('/customers/:id/stripe', [BillingCustomers, 'link'], {
    access: adminOnly,
    summary:
      'Link an existing Stripe customer (`cus_…`, must exist and belong to no other customer); our data is then synced to it',
    body: validators.linkStripeCustomerValidator,
    response: json(schemas.customerStripeStateSchema),
    errors: ['E_STRIPE_CUSTOMER_NOT_FOUND', 'E_STRIPE_CUSTOMER_TAKEN', ...STRIPE],
  })
  api.post('/customers/:id/stripe/sync', [BillingCustomers, 'sync'], {
    access: adminOnly,
    retrySafe:
      'it copies our customer to Stripe with an idempotency key from our ids; a second sync finds it in step',
    summary:
      'Sync the Stripe customer now (normally a job does it after every change); answers the new state',
    response: json(schemas.customerStripeStateSchema),
    errors: STRIPE,
  })
  api.get('/customers/:id/payments/portal', [BillingCustomers, 'portal'], {
    access: holds('customer_update', 'customer'),
    summary:
      "A Stripe billing portal session for the customer (payment methods, invoices); returns to the customer's info page",
    response: json(schemas.portalLinkSchema),
    errors: STRIPE,
  })
  api.get('/payments/create_subscription_method', [BillingCustomers, 'paymentLink'], {
    access: signedIn,
    policy: PAYER,
    summary:
      "A Stripe Checkout page (setup mode: card or SEPA Direct Debit, in the customer's language) to add the customer's payment method; the same link for 10 minutes",
    query: validators.paymentLinkQueryValidator,
    response: json(schemas.paymentLinkSchema),
    errors: STRIPE,
  })
  api.post('/payments/create_subscription_method/mail', [BillingCustomers, 'mailPaymentLink'], {
    access: signedIn,
    idempotent: true,
    policy: `${PAYER}; \`email\` (another address) only for admins`,
    summary:
      "Mail the payment-method link to the customer's billing e-mail (invoice e-mail, else its e-mail), in the customer's language",
    body: validators.mailPaymentLinkValidator,
    response: accepted(schemas.paymentLinkMailedSchema),
    errors: ['E_NO_BILLING_EMAIL', ...STRIPE],
  })
}
