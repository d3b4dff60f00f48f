import { apiRoutes } from '#kernel/http/contract/api_routes'
import { adminOnly } from '#kernel/http/contract/route_access'
import { json } from '#kernel/http/contract/schemas'
import { adminCloudSchema } from './admin_cloud_schemas.js'

const AdminCloud = () => import('#core/admin_cloud/admin_cloud_controller')
const api = apiRoutes('Operations')

/** The admin's operations view (spec §7 `/admin/cloud`). */
export function adminCloudRoutes() {
  api.get('/admin/cloud', [AdminCloud, 'show'], {
    access: adminOnly,
    summary:
      'Platform health: controllers per vendor with sync lag and the failing ones, job queues per job kind, webhook, integration and mail backlogs and failure rates, database size and largest tables, process memory and uptime, and the last 24 hours per hour (syncs and sync lag, job failures, sign-ins)',
    response: json(adminCloudSchema),
  })
}
