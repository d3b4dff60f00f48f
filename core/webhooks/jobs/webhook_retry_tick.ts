import db from '@adonisjs/lucid/services/db'
import { dispatch } from '#kernel/jobs/dispatch'
import { reserveRunner, runnerFreeSql } from '#kernel/outbox/runner_slot'
import DeliverWebhooksJob from '#core/webhooks/jobs/deliver_webhooks_job'
import RetryWebhooksJob from '#core/webhooks/jobs/retry_webhooks_job'

/**
 * Queues one runner for the endpoint unless one is queued or running already (coalesced nudges): on the `webhooks`
 * queue when it answers, on `webhooks-retry` when it is failing (a receiver that times out never takes the workers
 * of the healthy ones).
 */
export async function queueWebhookRunner(endpointId: number, failing: boolean) {
  if (await reserveRunner('webhook_endpoints', endpointId))
    await dispatch(failing ? RetryWebhooksJob : DeliverWebhooksJob, { endpointIds: [endpointId] })
}

/**
 * The webhook sweep (config/jobs.ts, every 5 seconds; nudged after events commit with `healthyOnly`): one runner
 * per enabled endpoint with deliveries past their due time and no runner queued or running: fresh rows, retries whose
 * time came, and anything a lost trigger or crash left behind. The runner claims the rows itself when it starts.
 */
export default async function webhookRetryTick(
  send: (endpointId: number, failing: boolean) => Promise<unknown> = queueWebhookRunner,
  options: { healthyOnly?: boolean } = {}
) {
  const due = await db.rawQuery(
    `select e.id, e.failing_since from webhook_endpoints e where e.enabled and ${runnerFreeSql('e')} ${options.healthyOnly ? 'and e.failing_since is null' : ''}
       and exists (select 1 from webhook_deliveries d where d.endpoint_id = e.id and d.status = 'pending' and d.next_attempt_at <= clock_timestamp())
     order by e.id`
  )
  for (const row of due.rows) await send(Number(row.id), row.failing_since !== null)
}
