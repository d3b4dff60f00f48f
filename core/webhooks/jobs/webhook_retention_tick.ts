import db from '@adonisjs/lucid/services/db'

/** Delivery logs are kept this long (payments-and-integrations.md §5.2: 30 to 90 days); pending rows are never removed. */
export const DELIVERY_LOG_DAYS = 30

/** Hourly (config/jobs.ts): removes finished deliveries, and with them their attempts, past the retention period. */
export default async function webhookRetentionTick() {
  await db.rawQuery(
    `delete from webhook_deliveries where status <> 'pending' and created_at < clock_timestamp() - make_interval(days => ?)`,
    [DELIVERY_LOG_DAYS]
  )
}
