import db from '@adonisjs/lucid/services/db'
import type { UserAccess } from '#core/access/services/user_access'
import { WAITING_ROWS_PER_KIND, type WaitingKind } from '#core/dashboard/dashboard_cards'
import type { SqlPart } from '#core/dashboard/queries/visible_venues'

export interface WaitingRow {
  kind: WaitingKind
  locationId: number | null
  locationName: string | null
  customerName: string | null
  /** The invitation's address. */
  subject: string | null
  refId: number | null
  since: string | null
  amount: number | null
}

const ORDER: Record<WaitingKind, number> = {
  ready_for_installation: 1,
  ready_for_configuration: 2,
  pending_tenant_keys: 3,
  invitation_open: 4,
  to_deploy: 5,
}

/** The open invitations the user is waiting on: all for admins, their partner's for partners, else their own. */
export function invitationsWhere(access: UserAccess): SqlPart {
  if (access.isAdmin) return { sql: 'true', bindings: [] }
  if (access.user.partnerId)
    return {
      sql: '(i.partner_id = ? or i.invited_by_id = ?)',
      bindings: [access.user.partnerId, access.user.id],
    }
  return { sql: 'i.invited_by_id = ?', bindings: [access.user.id] }
}

/**
 * "Waiting for you": venues a step of the roll-out waits on, tenant keys still to be created, invitations nobody
 * accepted yet. One statement; the counts cover every row, the rows the oldest first per kind.
 */
export async function waitingCard(visible: SqlPart, invitations: SqlPart) {
  const result = await db.rawQuery(
    `with visible as not materialized (${visible.sql}),
     items (kind, location_id, location_name, customer_name, subject, ref_id, since, amount) as (
       select v.status, v.id, v.name, cu.name, null::text, null::int, v.updated_at, null::bigint
       from visible v join customers cu on cu.id = v.customer_id
       where v.status in ('ready_for_configuration', 'ready_for_installation', 'to_deploy')
       union all
       select 'pending_tenant_keys', v.id, v.name, null::text, null::text, null::int, min(t.create_after), count(*)
       from tenants t join visible v on v.id = t.location_id
       where t.status = 'pending_creation'
       group by v.id, v.name
       union all
       select 'invitation_open', null::int, null::text, null::text, i.email, i.id, i.created_at, null::bigint
       from invitations i
       where i.accepted_at is null and i.expires_at > now() and ${invitations.sql}
     ),
     ranked as (
       select items.*, row_number() over (partition by kind order by since, location_name, ref_id) as place from items
     )
     select ranked.*, (select coalesce(json_object_agg(kind, n), '{}') from (select kind, count(*) as n from items group by kind) t) as counts
     from ranked where place <= ${WAITING_ROWS_PER_KIND} order by place`,
    [...visible.bindings, ...invitations.bindings]
  )
  const rows: any[] = result.rows
  const counts: Record<string, number> = {}
  for (const [kind, n] of Object.entries(rows[0]?.counts ?? {})) counts[kind] = Number(n)
  const items: WaitingRow[] = rows
    .map((row) => ({
      kind: row.kind,
      locationId: row.location_id,
      locationName: row.location_name,
      customerName: row.customer_name,
      subject: row.subject,
      refId: row.ref_id,
      since: row.since ? new Date(row.since).toISOString() : null,
      amount: row.amount === null ? null : Number(row.amount),
    }))
    .sort((a, b) => ORDER[a.kind as WaitingKind] - ORDER[b.kind as WaitingKind])
  return { counts, total: Object.values(counts).reduce((sum, n) => sum + n, 0), items }
}
