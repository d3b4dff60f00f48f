import db from '@adonisjs/lucid/services/db'
import { dispatch } from '#kernel/jobs/dispatch'
import RetryWebhooksJob from '#core/webhooks/jobs/retry_webhooks_job'

/**
 * The webhook sweep (config/jobs.ts, every 5 seconds): one retry job per enabled endpoint with deliveries past their
 * due time: retries whose time came, rows of failing endpoints, and anything a lost trigger or crash left behind.
 * Rows being sent carry a lease in their due time, so they are not picked up twice.
 */
export default async function webhookRetryTick(send: (endpointId: number) => Promise<unknown> = (endpointId) => dispatch(RetryWebhooksJob, { endpointIds: [endpointId] })) {
  const due = await db.rawQuery(
    `select e.id from webhook_endpoints e where e.enabled
       and exists (select 1 from webhook_deliveries d where d.endpoint_id = e.id and d.status = 'pending' and d.next_attempt_at <= clock_timestamp())`
  )
  for (const row of due.rows) await send(Number(row.id))
}
