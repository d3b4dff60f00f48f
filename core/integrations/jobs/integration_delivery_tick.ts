import { randomUUID } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import { dispatch } from '#kernel/jobs/dispatch'
import DeliverIntegrationJob from '#core/integrations/jobs/deliver_integration_job'
import { DELIVERY_LEASE_SECONDS } from '#core/integrations/delivery/delivery_schedule'

/** Rows claimed per tick, and per job: more wait for the next tick, seconds later. */
const BATCH = 2000
const PER_JOB = 100
const RETENTION_DAYS = 30

/**
 * The integrations' sweep (config/jobs.ts, every 5 seconds, and nudged after events commit): due deliveries of
 * active connections are claimed in one statement (their due time moves a lease ahead, so a second tick or process
 * skips them, and its claim token makes a later re-claim win over a job that started late) and handed to one job
 * per connection and batch. Work that fell due while nothing ran is found by the
 * next tick: a lost queue loses nothing (architecture §6). Rows of a connection waiting for credentials stay put.
 */
export default async function integrationDeliveryTick(send: (connectionId: number, deliveryIds: number[], claim: string) => Promise<unknown> = (connectionId, deliveryIds, claim) => dispatch(DeliverIntegrationJob, { connectionId, deliveryIds, claim })) {
  const claim = randomUUID()
  const claimed = await db.rawQuery(
    `update integration_deliveries set next_attempt_at = clock_timestamp() + make_interval(secs => ?), claim = ?
      where id in (select d.id from integration_deliveries d join integration_connections c on c.id = d.connection_id
                   where d.status = 'pending' and d.next_attempt_at <= clock_timestamp() and c.state = 'active'
                   order by d.next_attempt_at, d.id limit ? for update of d skip locked)
      returning id, connection_id`,
    [DELIVERY_LEASE_SECONDS, claim, BATCH]
  )
  const perConnection = new Map<number, number[]>()
  for (const row of claimed.rows) {
    const list = perConnection.get(Number(row.connection_id)) ?? []
    list.push(Number(row.id))
    perConnection.set(Number(row.connection_id), list)
  }
  for (const [connectionId, ids] of perConnection) {
    ids.sort((a, b) => a - b)
    for (let start = 0; start < ids.length; start += PER_JOB) await send(connectionId, ids.slice(start, start + PER_JOB), claim)
  }
}

/** Old log lines and finished deliveries go after 30 days (hourly, config/jobs.ts). */
export async function integrationRetention() {
  const before = new Date(Date.now() - RETENTION_DAYS * 86_400_000)
  await db.from('integration_attempts').where('created_at', '<', before).delete()
  await db.from('integration_deliveries').whereNot('status', 'pending').where('finished_at', '<', before).delete()
}
