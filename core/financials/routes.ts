import { apiRoutes } from '#kernel/http/contract/api_routes'
import { hiddenAdminOnly } from '#kernel/http/contract/route_access'
import { json } from '#kernel/http/contract/schemas'
import { financialTargetValidator } from './financial_target_validator.js'
import { financialTargetSchema, financialsSchema } from './financials_schemas.js'

const Financials = () => import('#core/financials/financials_controller')
const api = apiRoutes('Financials')

/** Financials (spec §2 `/financials/hidden`, §7 `/admin/financials`): admins only, a 404 to anyone else. */
export function financialsRoutes() {
  api.get('/admin/financials', [Financials, 'show'], {
    access: hiddenAdminOnly,
    summary:
      "Revenue (year to date, this month, per day, last month) against the year's target, and MRR from the subscriptions with its trend, new and churned MRR over the last 12 months",
    response: json(financialsSchema),
  })
  api.put('/admin/financials/target', [Financials, 'updateTarget'], {
    access: hiddenAdminOnly,
    summary: "Set a year's revenue target (euro cents); audited",
    body: financialTargetValidator,
    response: json(financialTargetSchema),
  })
}
