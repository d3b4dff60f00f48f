import db from '@adonisjs/lucid/services/db'
import { PLANS } from '#core/billing/plans/plan_catalog'
import { STATUS_SQL } from '#core/billing/invoices/invoice_rules'
import { CARD_ROWS, type AttentionKind } from '#core/dashboard/dashboard_cards'
import type { SqlPart } from '#core/dashboard/queries/visible_venues'

export interface AttentionRow {
  kind: AttentionKind
  severity: number
  locationId: number | null
  locationName: string | null
  customerId: number | null
  customerName: string | null
  /** The controller, alert rule, service-mismatch kind… the row is about. */
  refId: number | null
  subject: string | null
  since: string | null
  /** Venues behind a controller, failed tenant keys, failed sign-ins, devices over the plan, cents overdue. */
  amount: number | null
  /** The devices that are offline at a venue in warning or offline (at most three). */
  devices: { name: string; kind: string; since: string | null }[]
}

const PLAN_LIMITS = PLANS.map((plan) => `(${plan.plan}, ${plan.maxDevices})`).join(', ')
const ROW = `kind, severity, location_id, location_name, customer_id, customer_name, ref_id, subject, since, amount`

/** Each kind's rows over the visible venues; admins also get the billing kinds (mismatches, overdue invoices). */
function branches(admin: boolean) {
  const rows = [
    `select case v.network_status when 'offline' then 'venue_offline' when 'failover' then 'venue_failover' else 'venue_warning' end,
       case v.network_status when 'offline' then 1 else 2 end, v.id, v.name, null::int, null::text, null::bigint, v.network_status,
       v.network_status_since, null::bigint
     from visible v
     where v.network_status in ('offline', 'warning', 'failover') and v.status in ('live', 'standby')
       and (v.snoozed_until is null or v.snoozed_until < now())`,
    `select case c.status when 'needs_credentials' then 'controller_needs_credentials' else 'controller_unreachable' end,
       1, null::int, null::text, null::int, null::text, c.id::bigint, c.alias, c.last_sync_at, count(v.id)
     from controllers c join visible v on v.controller_id = c.id
     where c.status in ('needs_credentials', 'unavailable', 'failed')
     group by c.id`,
    `select 'alert_open', 2, v.id, v.name, null::int, null::text, a.id, coalesce(a.subject_name, r.name), coalesce(a.triggered_at, a.started_at), null::bigint
     from alerts a join visible v on v.id = a.location_id join alert_rules r on r.id = a.rule_id
     where a.state = 'open'`,
    `select 'tenant_keys_failed', 2, v.id, v.name, null::int, null::text, null::bigint, null::text, min(t.last_attempt_at), count(*)
     from tenants t join visible v on v.id = t.location_id
     where t.last_error is not null and t.status <> 'deactivated'
     group by v.id, v.name`,
    `select 'guest_sign_ins_failing', 2, v.id, v.name, null::int, null::text, null::bigint, null::text, min(s.created_at), count(*)
     from portal_sign_ins s join portals p on p.id = s.portal_id join visible v on v.id = p.location_id
     where s.status = 'failed' and s.created_at > now() - interval '24 hours'
     group by v.id, v.name`,
    `select 'over_device_limit', 3, v.id, v.name, null::int, null::text, v.plan::bigint, null::text, null::timestamptz, s.device_count::bigint
     from visible v
     join controller_sites s on s.controller_id = v.controller_id and s.remote_id = v.controller_site_id
     join (values ${PLAN_LIMITS}) as p(plan, max_devices) on p.plan = v.plan
     where s.device_count > p.max_devices`,
  ]
  if (admin)
    rows.push(
      `select 'service_mismatch', 3, v.id, v.name, null::int, null::text, m.id, m.kind, m.detected_at, null::bigint
       from service_mismatches m join visible v on v.id = m.location_id`,
      `select 'invoice_overdue', 3, null::int, null::text, cu.id, cu.name, null::bigint, null::text, min(invoices.due_date),
         sum(invoices.amount_due - invoices.amount_paid)
       from invoices join customers cu on cu.id = invoices.customer_id
       where ${STATUS_SQL.overdue}
       group by cu.id, cu.name`
    )
  return rows.join('\n union all\n')
}

/**
 * "Needs attention now": one statement over the stored snapshots and counters (never a controller call), sorted by
 * severity then age, with the count of each kind over every row and the offline devices of the rows shown. The venues
 * are not materialized: each kind filters them with its own index (network state, open alerts, failed keys…).
 */
export async function attentionCard(visible: SqlPart, admin: boolean) {
  const result = await db.rawQuery(
    `with visible as not materialized (${visible.sql}),
     items (${ROW}) as (${branches(admin)}),
     counted as (
       select * from items order by severity, since nulls last, location_name, ref_id limit ${CARD_ROWS}
     ),
     totals as (select kind, count(*) as n from items group by kind)
     select counted.*, (select coalesce(json_object_agg(kind, n), '{}') from totals) as counts,
       (select coalesce(json_agg(json_build_object('name', coalesce(d.alias, d.name), 'kind', d.kind, 'since', d.last_seen_at)), '[]')
          from (select * from network_devices d where d.location_id = counted.location_id and d.state = 'offline'
                  and counted.kind in ('venue_offline', 'venue_warning')
                order by d.last_seen_at nulls first limit 3) d) as devices
     from counted order by severity, since nulls last, location_name, ref_id`,
    visible.bindings
  )
  const rows: any[] = result.rows
  const counts: Record<string, number> = {}
  for (const [kind, n] of Object.entries(rows[0]?.counts ?? {})) counts[kind] = Number(n)
  const items: AttentionRow[] = rows.map((row) => ({
    kind: row.kind,
    severity: row.severity,
    locationId: row.location_id,
    locationName: row.location_name,
    customerId: row.customer_id,
    customerName: row.customer_name,
    refId: row.ref_id === null ? null : Number(row.ref_id),
    subject: row.subject,
    since: row.since ? new Date(row.since).toISOString() : null,
    amount: row.amount === null ? null : Number(row.amount),
    devices: (row.devices ?? []).map((device: any) => ({
      name: device.name,
      kind: device.kind,
      since: device.since ? new Date(device.since).toISOString() : null,
    })),
  }))
  return { counts, total: Object.values(counts).reduce((sum, n) => sum + n, 0), items }
}
