import type { HttpContext } from '@adonisjs/core/http'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Location from '#core/locations/models/location'
import type Portal from '#core/portal/models/portal'
import { findOrCreatePortal } from '#core/portal/portal_queries'
import { requestAccess } from '#core/access/services/request_access'
import { AppException } from '#kernel/exceptions/app_exception'
import { routeId } from '#kernel/http/route_id'

export interface ManagedPortal {
  location: Location
  portal: Portal
  canUpdate: boolean
}

/**
 * The portal of the venue named by `/portal/{id}` (the LOCATION id: one portal per venue, created on first use).
 * The route's access rule has checked portal_read or portal_update on the venue; an admin may name a venue that
 * does not exist, which is a 404 here. Call it after validating the request, so refused input creates nothing.
 */
export async function managedPortal(
  ctx: HttpContext,
  trx?: TransactionClientContract
): Promise<ManagedPortal> {
  const id = routeId(ctx.params.id)
  const location = await Location.query({ client: trx }).where('id', id).preload('customer').first()
  if (!location) throw AppException.notFound()
  const access = await requestAccess(ctx)
  const canUpdate =
    access.isAdmin || (await access.permissionsOn('location', id)).includes('portal_update')
  return { location, portal: await findOrCreatePortal(location, trx), canUpdate }
}
