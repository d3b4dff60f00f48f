import { apiRoutes } from '#kernel/http/contract/api_routes'
import { adminOnly, signedIn } from '#kernel/http/contract/route_access'
import { accepted, integer, object, oneOfThese } from '#kernel/http/contract/schemas'
import { customerExportValidator } from '#core/customer_exports/validators/customer_export_validator'

const Exports = () => import('#core/customer_exports/controllers/customer_exports_controller')

const api = apiRoutes('Exports')

/** Spec §1 "export of data, e-mailed when ready": a customer's whole data as one archive. */
export function customerExportRoutes() {
  api
    .post('/customers/:id/export', [Exports, 'start'], {
      access: adminOnly,
      idempotent: true,
      summary:
        "Start an export of the customer's whole data (venues, users, guests, invoices as CSV; installation reports and report notes as PDF) in a ZIP; the link is mailed to `email` (default: yours) when ready and works 7 days",
      body: customerExportValidator,
      response: accepted(object({ status: oneOfThese('started'), id: integer() })),
    })
    .as('customer_exports.start')
  api
    .get('/customer-exports/:token', [Exports, 'download'], {
      access: signedIn,
      policy:
        'Only the admin account the link was mailed to, or the requester; anyone else gets 404',
      limit: 'guessable',
      textParams: ['token'],
      summary:
        'Download a customer export (ZIP) by the token of its mailed link, signed in as its recipient',
      response: { file: 'application/octet-stream' },
      errors: ['E_EXPORT_EXPIRED'],
    })
    .as('customer_exports.download')
}
