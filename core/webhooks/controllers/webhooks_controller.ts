import type { HttpContext } from '@adonisjs/core/http'
import { requestAccess } from '#core/access/services/request_access'
import { findVisibleLocation } from '#core/locations/queries/location_queries'
import { paginated } from '#kernel/http/pagination'
import { routeId } from '#kernel/http/route_id'
import type { WebhookScope } from '#core/webhooks/models/webhook_endpoint'
import { createEndpoint, rotateSecret, updateEndpoint } from '#core/webhooks/actions/manage_endpoints'
import { resendDelivery, resendFailedSince, sendTestEvent } from '#core/webhooks/actions/resend_deliveries'
import { findEndpoint, listDeliveries, listEndpoints } from '#core/webhooks/queries/webhook_queries'
import { transformDelivery, transformEndpoint, transformEndpointWithSecret } from '#core/webhooks/transformers/webhook_transformers'
import { describeEventType, eventTypesFor } from '#core/webhooks/webhook_event_types'
import * as validators from '#core/webhooks/validators/webhook_validators'

/**
 * A venue's (or its portal's) webhook endpoints and delivery log (routes.ts: the access rule checked the key on the
 * venue; every query below is limited to that venue and scope).
 */
export abstract class WebhooksController {
  abstract scope: WebhookScope

  async #venue(ctx: HttpContext) {
    return findVisibleLocation(await requestAccess(ctx), routeId(ctx.params.id))
  }

  async #endpoint(ctx: HttpContext, endpointId: unknown = ctx.params.endpointId) {
    return findEndpoint((await this.#venue(ctx)).id, this.scope, endpointId)
  }

  async index(ctx: HttpContext) {
    const venue = await this.#venue(ctx)
    const endpoints = await listEndpoints(venue.id, this.scope)
    const eventTypes = eventTypesFor(this.scope).map((type) => ({ type, description: describeEventType(type) }))
    return { data: endpoints.map(transformEndpoint), eventTypes }
  }

  async store(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(validators.createWebhookEndpointValidator)
    const venue = await this.#venue(ctx)
    const endpoint = await createEndpoint(venue.id, this.scope, { ...input, description: input.description ?? null }, ctx.auth.user?.id ?? null)
    ctx.response.status(201)
    return transformEndpointWithSecret(endpoint)
  }

  async update(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(validators.updateWebhookEndpointValidator)
    return transformEndpoint(await updateEndpoint(await this.#endpoint(ctx), input))
  }

  async destroy(ctx: HttpContext) {
    await (await this.#endpoint(ctx)).delete()
    return ctx.response.noContent()
  }

  async rotate(ctx: HttpContext) {
    return transformEndpointWithSecret(await rotateSecret(await this.#endpoint(ctx)))
  }

  async deliveries(ctx: HttpContext) {
    const filters = await ctx.request.validateUsing(validators.listWebhookDeliveriesValidator, { data: ctx.request.qs() })
    const { page, attempts } = await listDeliveries((await this.#endpoint(ctx)).id, filters)
    return paginated(page, (row: any) => transformDelivery(row, attempts.get(Number(row.id))))
  }

  async resend(ctx: HttpContext) {
    const delivery = await resendDelivery(await this.#endpoint(ctx), ctx.params.deliveryId)
    ctx.response.status(202)
    return transformDelivery(delivery)
  }

  async resendFailed(ctx: HttpContext) {
    const { since } = await ctx.request.validateUsing(validators.resendFailedValidator)
    ctx.response.status(202)
    return { count: await resendFailedSince(await this.#endpoint(ctx), since) }
  }

  async test(ctx: HttpContext) {
    const { endpointId } = await ctx.request.validateUsing(validators.sendTestEventValidator)
    const delivery = await sendTestEvent(await this.#endpoint(ctx, endpointId))
    ctx.response.status(202)
    return transformDelivery(delivery)
  }
}
