import type { HttpContext } from '@adonisjs/core/http'
import { requestAccess } from '#core/access/services/request_access'
import type { UserAccess } from '#core/access/services/user_access'
import type { PermissionKey, SubjectType } from '#core/access/permissions'
import { findVisibleLocation } from '#core/locations/queries/location_queries'
import { findVisibleCustomer } from '#core/customers/queries/customer_queries'
import { findVisibleGroup } from '#core/groups/queries/group_queries'
import { buildOpeningHours } from '#core/opening_hours/opening_hours'
import { openingHoursValidator } from '#core/opening_hours/opening_hours_validator'
import { loadOpeningHours, saveOpeningHours } from '#core/opening_hours/opening_hours_store'
import { routeId } from '#kernel/http/route_id'
import { AppException } from '#kernel/exceptions/app_exception'

/** Finding the object applies the read scope: invisible objects are 404. */
const FINDERS: Record<SubjectType, (access: UserAccess, id: number) => Promise<unknown>> = {
  location: findVisibleLocation,
  customer: findVisibleCustomer,
  group: findVisibleGroup,
}
const UPDATE_KEY: Record<SubjectType, PermissionKey> = {
  location: 'location_update',
  customer: 'customer_update',
  group: 'group_update',
}

/** GET/PUT /locations|customers|groups/{id}/openinghours. */
export default class OpeningHoursController {
  showLocation = (ctx: HttpContext) => this.show(ctx, 'location')
  updateLocation = (ctx: HttpContext) => this.update(ctx, 'location')
  showCustomer = (ctx: HttpContext) => this.show(ctx, 'customer')
  updateCustomer = (ctx: HttpContext) => this.update(ctx, 'customer')
  showGroup = (ctx: HttpContext) => this.show(ctx, 'group')
  updateGroup = (ctx: HttpContext) => this.update(ctx, 'group')

  private async show(ctx: HttpContext, subject: SubjectType) {
    const id = routeId(ctx.params.id)
    await FINDERS[subject](await requestAccess(ctx), id)
    return loadOpeningHours(subject, id)
  }

  private async update(ctx: HttpContext, subject: SubjectType) {
    const id = routeId(ctx.params.id)
    const access = await requestAccess(ctx)
    await FINDERS[subject](access, id)
    if (!(await access.can(UPDATE_KEY[subject], subject, id))) throw AppException.forbidden()
    const hours = buildOpeningHours(await ctx.request.validateUsing(openingHoursValidator))
    return saveOpeningHours(subject, id, hours)
  }
}
