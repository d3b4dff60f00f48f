import { apiRoutes } from '#kernel/http/contract/api_routes'
import { signedIn } from '#kernel/http/contract/route_access'
import { json } from '#kernel/http/contract/schemas'
import { dashboardLayoutValidator } from '#core/dashboard/validators/dashboard_validators'
import { dashboardLayoutSchema, dashboardSchema } from '#core/dashboard/dashboard_schemas'

const Dashboard = () => import('#core/dashboard/controllers/dashboard_controller')
const api = apiRoutes('Dashboard')

/**
 * The first screen of every role (spec §7 `GET/PUT /dashboard`, issue 25): computed from the stored snapshots and
 * counters over the venues the caller sees, never from a controller.
 */
export function dashboardRoutes() {
  api.get('/dashboard', [Dashboard, 'show'], {
    access: signedIn,
    summary:
      "Your dashboard: staff get what needs attention now, what waits for them and the fleet at a glance; a customer user their venues' health and invoices due. Each card is computed on its own: a card that fails carries `error` while the others answer",
    response: json(dashboardSchema),
  })
  api.put('/dashboard', [Dashboard, 'update'], {
    access: signedIn,
    summary:
      'Store your dashboard layout (cards in order, hidden, collapsed; the default venue filter). Unknown cards, cards of another role, a layout for another user or a filter on something you cannot see: 422',
    body: dashboardLayoutValidator,
    response: json(dashboardLayoutSchema),
  })
}
