import db from '@adonisjs/lucid/services/db'
import { dispatch } from '#kernel/jobs/dispatch'
import { reserveRunner, runnerFreeSql } from '#kernel/outbox/runner_slot'
import DeliverIntegrationJob from '#core/integrations/jobs/deliver_integration_job'

const RETENTION_DAYS = 30

/** Queues one runner for the connection unless one is queued or running already (coalesced nudges). */
export async function queueIntegrationRunner(connectionId: number) {
  if (await reserveRunner('integration_connections', connectionId))
    await dispatch(DeliverIntegrationJob, { connectionId })
}

/**
 * The integrations' sweep (config/jobs.ts, every 5 seconds, and nudged after events commit): every active connection
 * with due deliveries and no runner queued or running gets one runner job, which claims and delivers that
 * connection's rows batch after batch until none is due (connection_runner.ts). A burst of events therefore costs a
 * job per connection, not per event, and rows are claimed only when a runner actually starts. Work that fell due
 * while nothing ran is found by the next tick: a lost queue loses nothing (architecture §6). Rows of a connection
 * waiting for credentials stay put.
 */
export default async function integrationDeliveryTick(
  send: (connectionId: number) => Promise<unknown> = queueIntegrationRunner
) {
  const due = await db.rawQuery(
    `select c.id from integration_connections c
      where c.state = 'active' and ${runnerFreeSql('c')}
        and exists (select 1 from integration_deliveries d where d.connection_id = c.id and d.status = 'pending' and d.next_attempt_at <= clock_timestamp())
      order by c.id`
  )
  for (const row of due.rows) await send(Number(row.id))
}

/** Old log lines and finished deliveries go after 30 days (hourly, config/jobs.ts). */
export async function integrationRetention() {
  const before = new Date(Date.now() - RETENTION_DAYS * 86_400_000)
  await db.from('integration_attempts').where('created_at', '<', before).delete()
  await db
    .from('integration_deliveries')
    .whereNot('status', 'pending')
    .where('finished_at', '<', before)
    .delete()
}
