import { apiRoutes } from '#kernel/http/contract/api_routes'
import { adminOnly, holds, signedIn } from '#kernel/http/contract/route_access'
import { created, json, page } from '#kernel/http/contract/schemas'
import * as validators from './invoice_validators.js'
import { accountingSchema, invoiceSchema } from './invoice_schemas.js'

const Invoices = () => import('#core/billing/invoices/invoices_controller')
const api = apiRoutes('Billing')
const STRIPE = ['E_BILLING_NOT_CONFIGURED', 'E_STRIPE_UNAVAILABLE']
const ONE_OFF =
  'One-off invoice in Stripe: one invoice item per line (quantity × unit amount in cents), finalized and sent, due in `days_until_due` (default 14) days'

/** Invoices mirrored from Stripe, one-off invoices, Pipedrive deals, accounting (spec §2, §7 Invoices). */
export function invoiceRoutes() {
  api.get('/invoices', [Invoices, 'index'], {
    access: adminOnly,
    summary:
      'All invoices, newest first; filters: status (paid, unpaid, overdue, void), customer, created from/to, overdue',
    query: validators.listInvoicesValidator,
    response: json(page(invoiceSchema)),
  })
  api.get('/invoices/accounting', [Invoices, 'accounting'], {
    access: adminOnly,
    summary:
      'Accounting: euro totals paid, unpaid and overdue, and the overdue amount per customer (with its lock)',
    response: json(accountingSchema),
  })
  api.post('/invoices', [Invoices, 'store'], {
    access: adminOnly,
    idempotent: true,
    summary: `${ONE_OFF}, for the customer named by \`customer\``,
    body: validators.createInvoiceValidator,
    response: created(invoiceSchema),
    errors: STRIPE,
  })
  api.post('/invoices/pipedrive', [Invoices, 'pipedrive'], {
    access: adminOnly,
    idempotent: true,
    summary:
      "An invoice from a Pipedrive deal (its URL or id): each deal product must match a Stripe product (metadata.pipedrive_product_id, else the same name), at the deal's prices and discounts",
    body: validators.pipedriveInvoiceValidator,
    response: created(invoiceSchema),
    errors: ['E_NO_MATCHING_PRODUCTS', ...STRIPE],
  })
  api.patch('/invoices/:id', [Invoices, 'markPaid'], {
    access: adminOnly,
    summary:
      'Mark an invoice paid outside Stripe (`paid_out_of_band: true`, e.g. a bank transfer); unlocks the customer when nothing else is overdue',
    body: validators.markInvoicePaidValidator,
    response: json(invoiceSchema),
    errors: ['E_INVOICE_ALREADY_PAID', 'E_INVOICE_VOID', ...STRIPE],
  })
  api.get('/billing/invoices', [Invoices, 'own'], {
    access: signedIn,
    policy: 'the invoices of every customer on which you hold invoices_read (admins: all)',
    summary:
      'Your invoices across your customers, newest first; filters: status, customer, created from/to',
    query: validators.listOwnInvoicesValidator,
    response: json(page(invoiceSchema)),
  })
  api.get('/customers/:id/invoices', [Invoices, 'ofCustomer'], {
    access: holds('invoices_read', 'customer'),
    summary: "The customer's invoices, newest first, with their PDF and payment page links",
    query: validators.listCustomerInvoicesValidator,
    response: json(page(invoiceSchema)),
  })
  api.post('/customers/:id/invoices', [Invoices, 'storeForCustomer'], {
    access: adminOnly,
    idempotent: true,
    summary: `${ONE_OFF}, for this customer`,
    body: validators.createCustomerInvoiceValidator,
    response: created(invoiceSchema),
    errors: STRIPE,
  })
}
