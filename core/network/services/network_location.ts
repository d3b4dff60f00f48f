import type { HttpContext } from '@adonisjs/core/http'
import { requestAccess } from '#core/access/services/request_access'
import { findVisibleLocation } from '#core/locations/queries/location_queries'
import { routeId } from '#kernel/http/route_id'
import { AppException } from '#kernel/exceptions/app_exception'

/**
 * The location of a /locations/{id}/network request. Who may read or change it is the route's declared access
 * (network/routes.ts); loading it through the visibility query keeps every query scoped to the caller.
 */
export async function networkLocation(ctx: HttpContext) {
  const access = await requestAccess(ctx)
  const location = await findVisibleLocation(access, routeId(ctx.params.id))
  return { access, location }
}

/** A vendor id from the path (device, WLAN): anything that cannot be one is simply not found. */
export function remoteIdParam(value: unknown): string {
  const text = String(value ?? '')
  if (!text || text.length > 200 || /[\u0000-\u001f\u007f]/.test(text))
    throw AppException.notFound()
  return text
}

/** Who issued a command, as the history shows it. */
export function actorName(ctx: HttpContext) {
  const user = ctx.auth.user
  return user ? [user.firstname, user.name].filter(Boolean).join(' ') || user.email : null
}
