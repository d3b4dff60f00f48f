import vine from '@vinejs/vine'
import { listQuery } from '#kernel/http/list_validator'
import { domainEventTypes } from '#core/webhooks/webhook_event_types'

const url = () =>
  vine
    .string()
    .trim()
    .maxLength(2048)
    .url({ require_protocol: true, protocols: ['https', 'http'], require_tld: false })
const description = () =>
  vine
    .string()
    .trim()
    .maxLength(200)
    .regex(/^[^\u0000-\u001f\u007f]*$/)
    .nullable()
    .optional()
/** From the registry; which of them a portal's endpoint may take is checked by the action. */
const eventTypes = () =>
  vine.array(vine.enum(domainEventTypes())).minLength(1).maxLength(100).distinct()

export const createWebhookEndpointValidator = vine.create({
  /** A public https URL; checked again (resolved) at every delivery. */
  url: url(),
  description: description(),
  eventTypes: eventTypes(),
})

export const updateWebhookEndpointValidator = vine.create({
  url: url().optional(),
  description: description(),
  eventTypes: eventTypes().optional(),
  /** false pauses deliveries; true resumes a paused or disabled endpoint. */
  enabled: vine.boolean().optional(),
})

export const WEBHOOK_DELIVERY_STATES = ['pending', 'succeeded', 'failed'] as const

export const listWebhookDeliveriesValidator = vine.create({
  ...listQuery,
  status: vine.enum(WEBHOOK_DELIVERY_STATES).optional(),
})

export const resendFailedValidator = vine.create({
  /** Failed deliveries of events from this moment on (ISO 8601, UTC). */
  since: vine.date({ formats: ['iso8601', 'YYYY-MM-DD'] }),
})

export const sendTestEventValidator = vine.create({
  endpointId: vine.number().withoutDecimals().positive(),
})
