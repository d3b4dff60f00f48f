import db from '@adonisjs/lucid/services/db'
import WebhookEndpoint, { type WebhookScope } from '#core/webhooks/models/webhook_endpoint'
import { AppException } from '#kernel/exceptions/app_exception'
import { DEFAULT_PER_PAGE } from '#kernel/http/pagination'
import { routeId } from '#kernel/http/route_id'

export function listEndpoints(locationId: number, scope: WebhookScope) {
  return WebhookEndpoint.query().where({ locationId, scope }).orderBy('id')
}

/** An endpoint of this venue and scope; any other id is a 404 (never another venue's). */
export async function findEndpoint(locationId: number, scope: WebhookScope, endpointId: unknown) {
  const endpoint = await WebhookEndpoint.query()
    .where({ locationId, scope, id: routeId(endpointId) })
    .first()
  if (!endpoint) throw AppException.notFound()
  return endpoint
}

export interface DeliveryRow {
  id: string | number
  message_id: string
  event_type: string
  status: string
  attempts: number
  next_attempt_at: Date | null
  last_attempt_at: Date | null
  last_status_code: number | null
  last_error: string | null
  created_at: Date
  body?: string
}

export interface AttemptRow {
  delivery_id: string | number
  attempt: number
  attempted_at: Date
  duration_ms: number
  status_code: number | null
  error: string | null
  response_body: string | null
  next_attempt_at: Date | null
}

const DELIVERY_COLUMNS = [
  'id',
  'message_id',
  'event_type',
  'status',
  'attempts',
  'next_attempt_at',
  'last_attempt_at',
  'last_status_code',
  'last_error',
  'created_at',
  'body',
]

/** An endpoint's deliveries, newest first, each with its attempts (the delivery log). */
export async function listDeliveries(
  endpointId: number,
  filters: { status?: string; page?: number; perPage?: number }
) {
  const query = db
    .from('webhook_deliveries')
    .where('endpoint_id', endpointId)
    .select(DELIVERY_COLUMNS)
    .orderBy('id', 'desc')
  if (filters.status) query.where('status', filters.status)
  const page = await query.paginate(filters.page ?? 1, filters.perPage ?? DEFAULT_PER_PAGE)
  const rows = page.all() as DeliveryRow[]
  const attempts = await attemptsOf(rows.map((row) => Number(row.id)))
  return { page, attempts }
}

export async function findDelivery(endpointId: number, deliveryId: unknown): Promise<DeliveryRow> {
  const row = await db
    .from('webhook_deliveries')
    .where({ endpoint_id: endpointId, id: routeId(deliveryId) })
    .select(DELIVERY_COLUMNS)
    .first()
  if (!row) throw AppException.notFound()
  return row
}

export async function attemptsOf(deliveryIds: number[]): Promise<Map<number, AttemptRow[]>> {
  const byDelivery = new Map<number, AttemptRow[]>()
  if (deliveryIds.length === 0) return byDelivery
  const rows: AttemptRow[] = await db
    .from('webhook_attempts')
    .whereIn('delivery_id', deliveryIds)
    .orderBy(['delivery_id', 'attempt'])
    .select('*')
  for (const row of rows) {
    const list = byDelivery.get(Number(row.delivery_id)) ?? []
    list.push(row)
    byDelivery.set(Number(row.delivery_id), list)
  }
  return byDelivery
}
