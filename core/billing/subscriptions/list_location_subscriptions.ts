import db from '@adonisjs/lucid/services/db'
import { DEFAULT_PER_PAGE } from '#kernel/http/pagination'
import { escapeLike } from '#kernel/http/list_validator'
import {
  DEVICES_SQL as DEVICES,
  MAX_DEVICES_SQL as MAX_DEVICES,
} from '#core/billing/plans/plan_sql'

export interface SubscriptionFilters {
  q?: string
  search?: string
  status?: 'active' | 'past_due' | 'cancelled' | 'none'
  customer?: number
  mismatch?: string
  plan_exceeded?: boolean
  page?: number
  perPage?: number
}

const MISMATCHES =
  "(select coalesce(json_agg(service_mismatches.kind order by service_mismatches.kind), '[]'::json) from service_mismatches where service_mismatches.location_id = locations.id)"

/** Every venue with its subscription as mirrored, device count against its plan and open mismatches (admins). */
export async function listLocationSubscriptions(filters: SubscriptionFilters) {
  const page = filters.page ?? 1
  const perPage = filters.perPage ?? DEFAULT_PER_PAGE
  const query = () => {
    const base = db.from('locations').join('customers', 'customers.id', 'locations.customer_id')
    const search = filters.search ?? filters.q
    if (search)
      base.whereRaw("lower(locations.name || ' ' || customers.name) like ?", [
        `%${escapeLike(search.toLowerCase())}%`,
      ])
    if (filters.status === 'none') base.whereNull('locations.subscription_status')
    else if (filters.status) base.where('locations.subscription_status', filters.status)
    if (filters.customer) base.where('locations.customer_id', filters.customer)
    if (filters.mismatch)
      base.whereExists((sub) =>
        sub
          .from('service_mismatches')
          .whereRaw('service_mismatches.location_id = locations.id')
          .where('kind', filters.mismatch!)
      )
    if (filters.plan_exceeded !== undefined)
      base.whereRaw(`${DEVICES} ${filters.plan_exceeded ? '>' : '<='} ${MAX_DEVICES}`)
    return base
  }
  const [{ total }] = await query().count('* as total')
  const rows = await query()
    .select(
      'locations.id',
      'locations.name',
      'locations.status',
      'locations.plan',
      'locations.customer_id',
      'customers.name as customer_name',
      'locations.subscription_id',
      'locations.subscription_item_id',
      'locations.subscription_status',
      'locations.subscription_amount',
      'locations.subscription_currency',
      'locations.subscription_period_end',
      'locations.subscription_cancel_at_period_end',
      db.raw(`${DEVICES}::int as devices`),
      db.raw(`${DEVICES} > ${MAX_DEVICES} as plan_exceeded`),
      db.raw(`${MISMATCHES} as mismatches`)
    )
    .orderBy('locations.name')
    .orderBy('locations.id')
    .limit(perPage)
    .offset((page - 1) * perPage)
  const data = rows.map(({ customer_name: customerName, ...row }: any) => ({
    ...row,
    customer: { id: row.customer_id, name: customerName },
  }))
  return {
    data,
    meta: {
      total: Number(total),
      page,
      perPage,
      lastPage: Math.max(1, Math.ceil(Number(total) / perPage)),
    },
  }
}

/** The findings of the last service check, with when it ran. */
export async function listServiceMismatches() {
  const last = await db.from('service_mismatch_checks').orderBy('started_at', 'desc').first()
  const rows = await db
    .from('service_mismatches')
    .join('locations', 'locations.id', 'service_mismatches.location_id')
    .join('customers', 'customers.id', 'locations.customer_id')
    .select(
      'service_mismatches.kind',
      'service_mismatches.details',
      'service_mismatches.detected_at',
      'locations.id as location_id',
      'locations.name as location_name',
      'locations.status as location_status',
      'customers.id as customer_id',
      'customers.name as customer_name'
    )
    .orderBy('locations.name')
    .orderBy('service_mismatches.kind')
  return {
    checked_at: last?.finished_at ?? null,
    locations_checked: last?.locations_checked ?? 0,
    data: rows.map((row: any) => ({
      kind: row.kind,
      details: row.details,
      detected_at: row.detected_at,
      location: { id: row.location_id, name: row.location_name, status: row.location_status },
      customer: { id: row.customer_id, name: row.customer_name },
    })),
  }
}
