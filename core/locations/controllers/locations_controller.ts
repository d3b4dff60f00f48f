import { createHash } from 'node:crypto'
import type { HttpContext } from '@adonisjs/core/http'
import type Location from '#core/locations/models/location'
import Customer from '#core/customers/models/customer'
import { paymentContacts } from '#core/billing/customers/payment_contacts'
import { requestAccess } from '#core/access/services/request_access'
import {
  findVisibleLocation,
  listLocations,
  locationMapIndex,
  locationPinsJson,
} from '#core/locations/queries/location_queries'
import { mapAnswer } from '#core/locations/map/map_answer'
import { locationPolicy } from '#core/locations/policies/location_policy'
import {
  transformLocation,
  transformLocationRow,
} from '#core/locations/transformers/location_transformer'
import { updateLocation } from '#core/locations/actions/update_location'
import { createLocation } from '#core/locations/actions/create_location'
import {
  adminCreateLocationValidator,
  adminUpdateLocationValidator,
  createLocationValidator,
  listLocationsValidator,
  mapLocationsValidator,
  updateLocationValidator,
} from '#core/locations/validators/location_validators'
import { routeId } from '#kernel/http/route_id'
import { deviceCount } from '#core/billing/plans/device_counts'
import { networkCauses, networkCausesOfPage } from '#core/network/queries/network_causes'
import { planCheck } from '#core/billing/plans/plan_catalog'
import { assertPlanIncludes } from '#core/billing/plans/plan_gate'
import { AppException } from '#kernel/exceptions/app_exception'

/**
 * Whether the venue waits for its payment method (its own, else its customer's; free-tier, demo customers and demo
 * venues never do): the web app shows its users the reason instead of the venue, and only for this venue (issue 32).
 */
function awaitsPayment(
  location: Location,
  customer: { payment_method: number | null; free_tier: boolean; demo_mode: boolean }
) {
  if (location.demo || customer.free_tier || customer.demo_mode) return false
  return (location.paymentMethod ?? customer.payment_method) === null
}

export default class LocationsController {
  async index(ctx: HttpContext) {
    const filters = await ctx.request.validateUsing(listLocationsValidator, {
      data: ctx.request.qs(),
    })
    const { rows, meta } = await listLocations(await requestAccess(ctx), filters)
    const causes = await networkCausesOfPage(rows)
    return { data: rows.map((row) => transformLocationRow(row, causes.get(row.id))), meta }
  }

  /**
   * The map. With an area (west, south, east, north, zoom): the visible venues there, clustered by the server when
   * they are many (see map_answer.ts). Without one, as before: every visible pin (older clients, the CLI).
   */
  async map(ctx: HttpContext) {
    const { west, south, east, north, zoom, ...filters } = await ctx.request.validateUsing(
      mapLocationsValidator,
      { data: ctx.request.qs() }
    )
    const access = await requestAccess(ctx)
    if (west === undefined || south === undefined || east === undefined || north === undefined)
      return sendRevalidated(ctx, `{"data":${await locationPinsJson(access, filters)}}`)
    if (south > north) throw AppException.invalidField('north', 'map_area')
    const index = await locationMapIndex(access, filters)
    const area = { west, south, east, north, zoom: zoom! }
    return sendRevalidated(ctx, JSON.stringify(mapAnswer(index, area)))
  }

  async show(ctx: HttpContext) {
    const id = routeId(ctx.params.id)
    const access = await requestAccess(ctx)
    const location = await findVisibleLocation(access, id)
    const body = transformLocation(location, {
      full: access.isAdmin,
      permissions: await access.permissionsOn('location', location.id),
    })
    const [devices, customer, causes] = await Promise.all([
      deviceCount(location.id),
      Customer.findOrFail(location.customerId),
      networkCauses(location),
    ])
    const awaiting = awaitsPayment(location, {
      payment_method: customer.paymentMethod,
      free_tier: customer.freeTier,
      demo_mode: customer.demoMode,
    })
    // Whom to ask, for a user who cannot set the payment method up (issue 32): the venue page says it instead.
    const contacts =
      awaiting && !access.isAdmin && !(body.permissions as string[]).includes('customer_update')
        ? await paymentContacts(customer)
        : []
    return {
      ...body,
      customer: { id: customer.id, name: customer.name },
      ...planCheck(location.plan, devices),
      awaiting_payment: awaiting,
      payment_contacts: contacts,
      device_noun: causes.deviceNoun,
      network_warnings: causes.warnings,
    }
  }

  async store(ctx: HttpContext) {
    const access = await requestAccess(ctx)
    // Every caller's body is checked against every field (an invalid value is a 422 for all); fields the caller may not set are then left out.
    await ctx.request.validateUsing(adminCreateLocationValidator)
    const validator = locationPolicy.manageTechnical(access)
      ? adminCreateLocationValidator
      : createLocationValidator
    const location = await createLocation(access, await ctx.request.validateUsing(validator))
    ctx.response.status(201)
    return transformLocation(location, {
      full: access.isAdmin,
      permissions: await access.permissionsOn('location', location.id),
    })
  }

  async update(ctx: HttpContext) {
    const id = routeId(ctx.params.id)
    const access = await requestAccess(ctx)
    const location = await findVisibleLocation(access, id)
    if (!(await locationPolicy.update(access, location))) throw AppException.forbidden()
    await ctx.request.validateUsing(adminUpdateLocationValidator)
    const validator = locationPolicy.manageTechnical(access)
      ? adminUpdateLocationValidator
      : updateLocationValidator
    const input = await ctx.request.validateUsing(validator)
    // Only switching it on is gated: a venue that moved to a smaller plan keeps its choice (inactive) and stays editable.
    if (input.automatic_updates && !location.automaticUpdates)
      assertPlanIncludes(location, 'automatic_updates', access.isAdmin)
    await updateLocation(location, input)
    return transformLocation(location, {
      full: access.isAdmin,
      permissions: await access.permissionsOn('location', location.id),
    })
  }
}

/** A JSON body the browser revalidates every time (venues change), with an ETag: an unchanged answer costs a 304. */
function sendRevalidated(ctx: HttpContext, body: string) {
  ctx.response.header('cache-control', 'private, no-cache')
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`
  ctx.response.header('etag', etag)
  const known = ctx.request
    .header('if-none-match')
    ?.split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
  if (known?.includes(etag) || known?.includes('*')) return ctx.response.status(304).send('')
  ctx.response.header('content-type', 'application/json; charset=utf-8')
  return ctx.response.send(body)
}
