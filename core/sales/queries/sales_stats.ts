import db from '@adonisjs/lucid/services/db'
import type User from '#core/users/models/user'
import { SALES_ZONE, salesPeriod } from '#core/sales/services/sales_period'
import { visibleVisits } from '#core/sales/queries/visible_visits'

interface StatsFilters {
  from?: string
  to?: string
  hunterId?: number
}

type Counts = { visits: number; offers: number; customers: number }
type WeekRow = Counts & { hunter_id: number; week: string }

/** Offer and customer conversion as fractions of the visits (0 when there were none). */
function withRates(counts: Counts) {
  const rate = (part: number) =>
    counts.visits === 0 ? 0 : Math.round((part / counts.visits) * 1000) / 1000
  return { ...counts, offerRate: rate(counts.offers), customerRate: rate(counts.customers) }
}

const add = (total: Counts, row: Counts): Counts => ({
  visits: total.visits + row.visits,
  offers: total.offers + row.offers,
  customers: total.customers + row.customers,
})
const ZERO: Counts = { visits: 0, offers: 0, customers: 0 }

/**
 * Visits per hunter per ISO week (in the hunters' time zone) and their conversion to offers (a quote was made or the
 * visit reached `offer`) and to customers. Admins see every hunter; a hunter only their own figures. Default: the
 * last 12 weeks.
 */
export async function salesStats(user: User, filters: StatsFilters) {
  const period = salesPeriod(filters, 84)
  const query = visibleVisits(user)
    .where('created_at', '>=', period.start.toJSDate())
    .where('created_at', '<', period.end.toJSDate())
    .select(
      'hunter_id',
      db.raw(
        `to_char(date_trunc('week', sales_visits.created_at at time zone ?), 'IYYY-"W"IW') as week`,
        [SALES_ZONE]
      )
    )
    .select(db.raw('count(*)::int as visits'))
    .select(
      db.raw(
        `count(*) filter (where outcome in ('offer', 'customer') or exists (select 1 from sales_configs c where c.visit_id = sales_visits.id))::int as offers`
      )
    )
    .select(db.raw(`count(*) filter (where outcome = 'customer')::int as customers`))
    .groupBy('hunter_id', 'week')
    .orderBy('week')
  if (!user.isAdmin) query.where('hunter_id', user.id)
  if (filters.hunterId) query.where('hunter_id', filters.hunterId)
  const rows = await query.pojo<WeekRow>()

  const names = new Map<number, string>()
  const ids = [...new Set(rows.map((row) => row.hunter_id))]
  if (ids.length) {
    for (const hunter of await db
      .from('users')
      .whereIn('id', ids)
      .select('id', 'firstname', 'name'))
      names.set(hunter.id, `${hunter.firstname} ${hunter.name}`.trim())
  }
  const hunters = ids.map((id) => {
    const weeks = rows
      .filter((row) => row.hunter_id === id)
      .map(({ week: label, visits, offers, customers }) => ({
        week: label,
        visits,
        offers,
        customers,
      }))
    return { hunterId: id, name: names.get(id) ?? '', ...withRates(weeks.reduce(add, ZERO)), weeks }
  })
  hunters.sort((a, b) => b.visits - a.visits || a.name.localeCompare(b.name))
  return {
    from: period.from,
    to: period.to,
    weeks: [...new Set(rows.map((row) => row.week))].sort(),
    hunters,
    totals: withRates(hunters.reduce(add, ZERO)),
  }
}
