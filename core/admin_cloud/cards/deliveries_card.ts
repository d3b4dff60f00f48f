import db from '@adonisjs/lucid/services/db'

/**
 * Outgoing webhooks and integration pushes: the backlog (deliveries still to make) and, of those created in the last
 * 24 hours that are settled, how many failed for good. The mail outbox beside them: queued, failed in 24 hours.
 */
export async function deliveriesCard() {
  const result = await db.rawQuery(
    `select 'webhooks' as channel,
       (select count(*) from webhook_deliveries where status = 'pending')::int as backlog,
       (select min(next_attempt_at) from webhook_deliveries where status = 'pending') as oldest_due_at,
       count(*) filter (where status = 'failed')::int as failed_24h,
       count(*) filter (where status <> 'pending')::int as settled_24h
     from webhook_deliveries where created_at >= clock_timestamp() - interval '24 hours'
     union all
     select 'integrations',
       (select count(*) from integration_deliveries where status = 'pending')::int,
       (select min(next_attempt_at) from integration_deliveries where status = 'pending'),
       count(*) filter (where status = 'failed')::int,
       count(*) filter (where status <> 'pending')::int
     from integration_deliveries where created_at >= clock_timestamp() - interval '24 hours'
     union all
     select 'mail',
       (select count(*) from mails where status = 'queued')::int,
       (select min(created_at) from mails where status = 'queued'),
       count(*) filter (where status = 'failed')::int,
       count(*) filter (where status <> 'queued')::int
     from mails where created_at >= clock_timestamp() - interval '24 hours'`
  )
  return {
    channels: result.rows.map((row: Record<string, any>) => ({
      channel: row.channel as 'webhooks' | 'integrations' | 'mail',
      backlog: row.backlog as number,
      oldest_due_at: row.oldest_due_at ? new Date(row.oldest_due_at).toISOString() : null,
      failed_24h: row.failed_24h as number,
      settled_24h: row.settled_24h as number,
      failure_rate:
        row.settled_24h > 0 ? Math.round((row.failed_24h / row.settled_24h) * 1000) / 10 : null,
    })),
  }
}
