import type { HttpContext } from '@adonisjs/core/http'
import Location from '#core/locations/models/location'
import { requestAccess } from '#core/access/services/request_access'
import { whereLocationVisible } from '#core/access/services/visibility'
import { findVisibleCustomer } from '#core/customers/queries/customer_queries'
import {
  customerLocationsValidator,
  moveLocationsValidator,
} from '#core/customers/validators/customer_validators'
import { moveLocationsToCustomer } from '#core/customers/actions/move_locations_to_customer'
import { transformLocation } from '#core/locations/transformers/location_transformer'
import { createLocation } from '#core/locations/actions/create_location'
import {
  adminCreateLocationValidator,
  createLocationValidator,
} from '#core/locations/validators/location_validators'
import { routeId } from '#kernel/http/route_id'
import { paginated, DEFAULT_PER_PAGE } from '#kernel/http/pagination'

/** The locations of one customer that the caller may see; adding one (the locations domain decides who may); moving venues to it. */
export default class CustomerLocationsController {
  async index(ctx: HttpContext) {
    const access = await requestAccess(ctx)
    const customer = await findVisibleCustomer(access, routeId(ctx.params.id))
    const filters = await ctx.request.validateUsing(customerLocationsValidator, {
      data: ctx.request.qs(),
    })
    const query = whereLocationVisible(Location.query(), access)
      .where('customer_id', customer.id)
      .orderBy('name')
      .orderBy('id')
    if (filters.archived) query.where('status', 'archived')
    else query.whereNot('status', 'archived')
    if (filters.q)
      query.where((q) =>
        q.whereILike('name', `%${filters.q}%`).orWhereILike('city', `%${filters.q}%`)
      )
    const page = await query.paginate(filters.page ?? 1, filters.perPage ?? DEFAULT_PER_PAGE)
    return paginated(page, (location) => transformLocation(location, { full: access.isAdmin }))
  }

  async store(ctx: HttpContext) {
    const access = await requestAccess(ctx)
    const customer = await findVisibleCustomer(access, routeId(ctx.params.id))
    const messagesProvider = ctx.i18n.createMessagesProvider()
    // Every field is checked for every caller (an invalid value is a 422 for all); fields the caller may not set are then left out.
    await adminCreateLocationValidator.validate(
      { customer_id: customer.id, ...ctx.request.body() },
      { messagesProvider }
    )
    const validator = access.isAdmin ? adminCreateLocationValidator : createLocationValidator
    const input = await validator.validate(
      { ...ctx.request.body(), customer_id: customer.id },
      { messagesProvider }
    )
    const location = await createLocation(access, input)
    return ctx.response.created(
      transformLocation(location, {
        full: access.isAdmin,
        permissions: await access.permissionsOn('location', location.id),
      })
    )
  }

  async update(ctx: HttpContext) {
    const access = await requestAccess(ctx)
    const customer = await findVisibleCustomer(access, routeId(ctx.params.id))
    const { locationIds } = await ctx.request.validateUsing(moveLocationsValidator)
    const moved = await moveLocationsToCustomer(access, customer, locationIds)
    return { data: moved.map((location) => transformLocation(location, { full: access.isAdmin })) }
  }
}
