import db from '@adonisjs/lucid/services/db'
import { dispatch } from '#kernel/jobs/dispatch'
import AuthorizeSignInsJob from '#core/portal/sign_in/jobs/authorize_sign_ins_job'
import { ATTEMPT_LEASE_MS } from '#core/portal/sign_in/services/authorize_sign_in'

/** At most this many sign-ins are claimed per tick; more wait for the next tick (a few seconds later). */
const BATCH = 500

/**
 * The guest sign-in retry sweep (config/jobs.ts, every 5 seconds). Pending sign-ins whose time came are claimed in one
 * statement (their due time moves a lease ahead, so a second tick or process skips them) and handed to one job per
 * portal. Sign-ins whose controller never answered before their give-up time (authorize_sign_in.ts) become `failed`,
 * kept with their last error. Everything is read from the rows: work missed while no process ran is done next tick.
 */
export default async function signInRetryTick(
  send: (signInIds: number[]) => Promise<unknown> = (signInIds) =>
    dispatch(AuthorizeSignInsJob, { signInIds })
) {
  await db.rawQuery(
    `update portal_sign_ins set status = 'failed', next_attempt_at = null, last_error = coalesce(last_error, 'given up')
      where status = 'pending' and next_attempt_at <= clock_timestamp()
        and created_at + make_interval(mins => greatest(15, minutes)) <= clock_timestamp()`
  )
  const claimed = await db.rawQuery(
    `update portal_sign_ins set next_attempt_at = clock_timestamp() + make_interval(secs => ?)
      where id in (select id from portal_sign_ins where status = 'pending' and next_attempt_at <= clock_timestamp()
                   order by next_attempt_at limit ? for update skip locked)
      returning id, portal_id`,
    [ATTEMPT_LEASE_MS / 1000, BATCH]
  )
  const perPortal = new Map<number, number[]>()
  for (const row of claimed.rows) {
    const list = perPortal.get(Number(row.portal_id)) ?? []
    list.push(Number(row.id))
    perPortal.set(Number(row.portal_id), list)
  }
  for (const ids of perPortal.values()) await send(ids)
}
