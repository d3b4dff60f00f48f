import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { AppException } from '#kernel/exceptions/app_exception'

/** Routes that keep answering during maintenance, so the web app can show its maintenance page. */
const OPEN_DURING_MAINTENANCE = ['/rest/health', '/rest/init']

/** `/rest/init`, `/rest/init/<brand>` and `/rest/health/…`, but not a longer word that starts the same. */
function openDuringMaintenance(path: string) {
  return OPEN_DURING_MAINTENANCE.some((open) => path === open || path.startsWith(`${open}/`))
}

/**
 * With MAINTENANCE_MODE=true the API answers 503 E_MAINTENANCE (with
 * Retry-After) to everything but health, the sign-in page's settings and brand
 * configuration. Read per
 * request so an operator can flip it without a restart of the code path.
 */
export default class MaintenanceMiddleware {
  handle({ request }: HttpContext, next: NextFn) {
    const url = request.url() // the path, without the query string
    if (isMaintenanceMode() && url.startsWith('/rest') && !openDuringMaintenance(url)) {
      throw new AppException(503, 'E_MAINTENANCE', { headers: { 'Retry-After': '300' } })
    }
    return next()
  }
}

export function isMaintenanceMode() {
  return process.env.MAINTENANCE_MODE === 'true' || process.env.MAINTENANCE_MODE === '1'
}
