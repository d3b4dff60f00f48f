import db from '@adonisjs/lucid/services/db'
import { dispatch } from '#kernel/jobs/dispatch'
import TenantKeysJob from '#core/tenants/jobs/tenant_keys_job'

/** A tenant whose last push failed is tried again after this, not on every tick. */
const RETRY_AFTER = "interval '10 minutes'"

/**
 * The tenant keys sweep (config/jobs.ts, every minute): a push job for every venue with due work: pending creations
 * whose time came (03:00 Europe/Brussels, or "create now") and deactivations whose date came in the venue's time
 * zone. Everything is read from the rows, so work missed while no process ran is picked up by the next tick; a venue
 * whose run is still going (its lease held) is left to that run.
 */
export default async function tenantKeysTick(
  send: (locationId: number) => Promise<unknown> = (locationId) =>
    dispatch(TenantKeysJob, { locationId })
) {
  const result = await db.rawQuery(
    `select distinct t.location_id from tenants t join locations l on l.id = t.location_id
     where (t.last_error is null or t.last_attempt_at is null or t.last_attempt_at < clock_timestamp() - ${RETRY_AFTER})
       and ((t.status = 'pending_creation' and t.create_after <= clock_timestamp())
         or (t.status <> 'deactivated' and t.deactivate_on <= (clock_timestamp() at time zone l.timezone)::date))
       and not exists (select 1 from tenant_key_leases k where k.location_id = t.location_id and k.claimed_until > clock_timestamp())`
  )
  for (const row of result.rows) await send(Number(row.location_id))
}
