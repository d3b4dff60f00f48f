import { apiRoutes } from '#kernel/http/contract/api_routes'
import { adminOnly } from '#kernel/http/contract/route_access'
import { accepted, dataList, json } from '#kernel/http/contract/schemas'
import {
  listInvoicingRunsValidator,
  startInvoicingRunValidator,
} from './invoicing_run_validators.js'
import { invoicingRunSchema } from './invoicing_run_schemas.js'

const InvoicingRuns = () => import('#core/billing/monthly_invoicing/invoicing_runs_controller')
const api = apiRoutes('Billing')

/** The monthly invoicing run (docs/billing.md "Referral and monthly invoicing"). */
export function invoicingRunRoutes() {
  api.get('/billing/invoicing_runs', [InvoicingRuns, 'index'], {
    access: adminOnly,
    summary: 'The last monthly invoicing runs (default 10) with their progress',
    query: listInvoicingRunsValidator,
    response: json(dataList(invoicingRunSchema)),
  })
  api.post('/billing/invoicing_runs', [InvoicingRuns, 'store'], {
    access: adminOnly,
    idempotent: true,
    summary:
      'Start the invoicing run of a month (`YYYY-MM`, at most next month): one finalized Stripe invoice per billed customer with an item per venue line; rerunning a period only adds what is missing',
    body: startInvoicingRunValidator,
    response: accepted(invoicingRunSchema),
    errors: ['E_INVOICING_PERIOD_INVALID', 'E_INVOICING_RUN_ACTIVE', 'E_BILLING_NOT_CONFIGURED'],
  })
}
