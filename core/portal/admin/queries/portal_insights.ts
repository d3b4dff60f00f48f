import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { INSIGHT_RANGES } from '#core/portal/admin/portal_schemas'

type Range = (typeof INSIGHT_RANGES)[number]
const DAYS: Record<Range, number> = { '7d': 7, '30d': 30, '90d': 90 }

/**
 * GET /rest/portal/{id}/insights: sign-ins and guests (people) per day of the venue's calendar (today and the days
 * before), the guests split into new and returning ones (portal_sign_ins.returning), and, over the guests who signed in in the range, the
 * share that opted in to marketing and the devices they used. Failed sign-ins (never let through) do not count.
 */
export async function portalInsights(portalId: number, timeZone: string, range: Range) {
  const zone = DateTime.now().setZone(timeZone).isValid ? timeZone : 'Europe/Brussels'
  const today = DateTime.now().setZone(zone).startOf('day')
  const first = today.minus({ days: DAYS[range] - 1 })
  const signIns = () =>
    db
      .from('portal_sign_ins')
      .where('portal_sign_ins.portal_id', portalId)
      .where('portal_sign_ins.created_at', '>=', first.toJSDate())
      .whereNot('portal_sign_ins.status', 'failed')

  // People, not devices: a guest recognised across MACs (cookie or address) is one portal client.
  const person = "coalesce(portal_sign_ins.client_id::text, 'sign-in ' || portal_sign_ins.id)"
  const perDay = await signIns()
    .select(
      db.raw("to_char(portal_sign_ins.created_at at time zone ?, 'YYYY-MM-DD') as day", [zone])
    )
    .select(db.raw('count(*) as sign_ins'))
    .select(db.raw(`count(distinct ${person}) as guests`))
    .select(
      db.raw(`count(distinct ${person}) filter (where not portal_sign_ins.returning) as new_count`)
    )
    .select(
      db.raw(
        `count(distinct ${person}) filter (where portal_sign_ins.returning) as returning_count`
      )
    )
    .groupBy('day')
  const byDay = new Map(
    perDay.map((row) => [
      row.day as string,
      {
        sign_ins: Number(row.sign_ins),
        guests: Number(row.guests),
        new: Number(row.new_count),
        returning: Number(row.returning_count),
      },
    ])
  )
  const days = Array.from({ length: DAYS[range] }, (_, index) => {
    const date = first.plus({ days: index }).toISODate()!
    return { date, ...(byDay.get(date) ?? { sign_ins: 0, guests: 0, new: 0, returning: 0 }) }
  })

  const guestsInRange = () =>
    db
      .from('portal_clients')
      .whereIn(
        'portal_clients.id',
        signIns().whereNotNull('portal_sign_ins.client_id').select('portal_sign_ins.client_id')
      )
  const [guests] = await guestsInRange()
    .select(db.raw('count(*) as total'))
    .select(db.raw('count(*) filter (where portal_clients.email_opt_in) as opted_in'))
    .select(
      db.raw('count(*) filter (where portal_clients.first_seen_at >= ?) as new_guests', [
        first.toJSDate(),
      ])
    )
  const devices = await guestsInRange()
    .select(db.raw("coalesce(nullif(portal_clients.device, ''), 'unknown') as device"))
    .count('* as guests')
    .groupByRaw("coalesce(nullif(portal_clients.device, ''), 'unknown')")
    .orderBy('guests', 'desc')
    .orderBy('device')
    .limit(10)

  const total = Number(guests.total)
  const optedIn = Number(guests.opted_in)
  const newGuests = Number(guests.new_guests)
  return {
    range,
    from: first.toISODate()!,
    to: today.toISODate()!,
    time_zone: zone,
    totals: {
      sign_ins: days.reduce((sum, day) => sum + day.sign_ins, 0),
      guests: total,
      new_guests: newGuests,
      returning_guests: total - newGuests,
      opted_in: optedIn,
      opt_in_rate: total ? Math.round((optedIn / total) * 1000) / 1000 : null,
    },
    days,
    devices: devices.map((row) => ({ device: String(row.device), guests: Number(row.guests) })),
  }
}
