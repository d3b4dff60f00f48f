import type { JSONSchema7 } from 'json-schema'
import {
  array,
  dateTime,
  integer,
  nullable,
  number,
  object,
  oneOfThese,
  string,
} from '#kernel/http/contract/schemas'
import { cardOf } from '#kernel/cards/card_schema'

const controllers = object({
  vendors: array(
    object({
      vendor: string(),
      total: integer(),
      failing: integer(),
      max_lag_seconds: integer({ description: 'Seconds since the last good sync, the worst one' }),
      median_lag_seconds: integer(),
      failing_controllers: array(
        object({
          id: integer(),
          alias: string(),
          status: string(),
          last_error: nullable(string()),
          last_sync_at: nullable(dateTime()),
          last_good_sync_at: nullable(dateTime()),
        })
      ),
    })
  ),
})

const jobs = object({
  kinds: array(
    object({
      job: string(),
      queue: string(),
      waiting: integer(),
      running: integer(),
      failed_24h: integer(),
      oldest_waiting_at: nullable(dateTime()),
    })
  ),
})

const deliveries = object({
  channels: array(
    object({
      channel: oneOfThese('webhooks', 'integrations', 'mail'),
      backlog: integer(),
      oldest_due_at: nullable(dateTime()),
      failed_24h: integer(),
      settled_24h: integer(),
      failure_rate: nullable(number()),
    })
  ),
})

const database = object({
  database_bytes: integer(),
  largest_tables: array(object({ name: string(), bytes: integer(), estimated_rows: integer() })),
})

const processInfo = object({
  pid: integer(),
  node_version: string(),
  uptime_seconds: integer(),
  rss_bytes: integer(),
  heap_used_bytes: integer(),
  heap_total_bytes: integer(),
  system_memory_bytes: integer(),
  system_free_memory_bytes: integer(),
})

const trends = object({
  hours: array(
    object({
      starts_at: dateTime(),
      syncs: integer(),
      failed_syncs: integer(),
      max_sync_lag_seconds: nullable(
        integer({
          description: 'The longest time without a good sync, when a sync ended in the hour',
        })
      ),
      job_failures: integer(),
      sign_ins: integer(),
      failed_sign_ins: integer(),
    })
  ),
})

export const adminCloudSchema: JSONSchema7 = {
  ...object({
    generated_at: dateTime(),
    controllers: cardOf(controllers),
    jobs: cardOf(jobs),
    deliveries: cardOf(deliveries),
    database: cardOf(database),
    process: cardOf(processInfo),
    trends: cardOf(trends),
  }),
  description: 'The operations view; each card carries its data or its own error',
}
