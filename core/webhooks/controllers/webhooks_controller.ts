import type { HttpContext } from '@adonisjs/core/http'
import { requestAccess } from '#core/access/services/request_access'
import { findVisibleLocation } from '#core/locations/queries/location_queries'
import { paginated } from '#kernel/http/pagination'
import { routeId } from '#kernel/http/route_id'
import type { WebhookScope } from '#core/webhooks/models/webhook_endpoint'
import {
  createEndpoint,
  rotateSecret,
  updateEndpoint,
} from '#core/webhooks/actions/manage_endpoints'
import {
  resendDelivery,
  resendFailedSince,
  sendTestEvent,
} from '#core/webhooks/actions/resend_deliveries'
import { findEndpoint, listDeliveries, listEndpoints } from '#core/webhooks/queries/webhook_queries'
import {
  transformDelivery,
  transformEndpoint,
  transformEndpointWithSecret,
} from '#core/webhooks/transformers/webhook_transformers'
import { describeEventType, eventTypesFor } from '#core/webhooks/webhook_event_types'
import { assertMayReceive, readableEventTypes } from '#core/webhooks/services/event_rights'
import * as validators from '#core/webhooks/validators/webhook_validators'

/**
 * A venue's (or its portal's) webhook endpoints and delivery log (routes.ts: the access rule checked the key on the
 * venue; every query below is limited to that venue and scope). Each event's data needs its own key on the venue
 * (DOMAIN_EVENT_READ_KEY): without it the caller may not subscribe to it and reads its deliveries redacted.
 */
export abstract class WebhooksController {
  abstract scope: WebhookScope

  async #venue(ctx: HttpContext) {
    return findVisibleLocation(await requestAccess(ctx), routeId(ctx.params.id))
  }

  async #endpoint(ctx: HttpContext, endpointId: unknown = ctx.params.endpointId) {
    return findEndpoint((await this.#venue(ctx)).id, this.scope, endpointId)
  }

  async #readable(ctx: HttpContext) {
    return readableEventTypes(await requestAccess(ctx), (await this.#venue(ctx)).id)
  }

  async index(ctx: HttpContext) {
    const venue = await this.#venue(ctx)
    const endpoints = await listEndpoints(venue.id, this.scope)
    const readable = await this.#readable(ctx)
    const eventTypes = eventTypesFor(this.scope)
      .filter((type) => readable.has(type))
      .map((type) => ({ type, description: describeEventType(type) }))
    return { data: endpoints.map(transformEndpoint), eventTypes }
  }

  async store(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(validators.createWebhookEndpointValidator)
    const venue = await this.#venue(ctx)
    const endpoint = await createEndpoint(
      venue.id,
      this.scope,
      { ...input, description: input.description ?? null },
      ctx.auth.user?.id ?? null,
      await this.#readable(ctx)
    )
    ctx.response.status(201)
    return transformEndpointWithSecret(endpoint)
  }

  async update(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(validators.updateWebhookEndpointValidator)
    return transformEndpoint(
      await updateEndpoint(await this.#endpoint(ctx), input, await this.#readable(ctx))
    )
  }

  async destroy(ctx: HttpContext) {
    await (await this.#endpoint(ctx)).delete()
    return ctx.response.noContent()
  }

  async rotate(ctx: HttpContext) {
    const endpoint = await this.#endpoint(ctx)
    assertMayReceive(await this.#readable(ctx), endpoint.eventTypes)
    return transformEndpointWithSecret(await rotateSecret(endpoint))
  }

  async deliveries(ctx: HttpContext) {
    const filters = await ctx.request.validateUsing(validators.listWebhookDeliveriesValidator, {
      data: ctx.request.qs(),
    })
    const { page, attempts } = await listDeliveries((await this.#endpoint(ctx)).id, filters)
    const readable = await this.#readable(ctx)
    return paginated(page, (row: any) =>
      transformDelivery(row, readable, attempts.get(Number(row.id)))
    )
  }

  async resend(ctx: HttpContext) {
    const readable = await this.#readable(ctx)
    const delivery = await resendDelivery(
      await this.#endpoint(ctx),
      ctx.params.deliveryId,
      readable
    )
    ctx.response.status(202)
    return transformDelivery(delivery, readable)
  }

  async resendFailed(ctx: HttpContext) {
    const { since } = await ctx.request.validateUsing(validators.resendFailedValidator)
    ctx.response.status(202)
    return {
      count: await resendFailedSince(await this.#endpoint(ctx), since, await this.#readable(ctx)),
    }
  }

  async test(ctx: HttpContext) {
    const { endpointId } = await ctx.request.validateUsing(validators.sendTestEventValidator)
    const delivery = await sendTestEvent(await this.#endpoint(ctx, endpointId))
    ctx.response.status(202)
    return transformDelivery(delivery, await this.#readable(ctx))
  }
}
