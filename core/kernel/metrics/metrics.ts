import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client'

/**
 * The process's Prometheus metrics. Each web and worker process keeps its own counters (Prometheus scrapes every
 * process and sums them); what lives in the shared database (queue depth, sync lag) is read at scrape time by
 * `database_gauges.ts`, so every process reports the same figure for it.
 */
export const metricsRegistry = new Registry()

// Heap, RSS, CPU, event-loop lag, handles and GC, under the client library's standard names.
collectDefaultMetrics({ register: metricsRegistry, eventLoopMonitoringPrecision: 20 })

export const httpRequests = new Counter({
  name: 'airdeck_http_requests_total',
  help: 'HTTP requests answered, by method, route pattern and status class',
  labelNames: ['method', 'route', 'status'] as const,
  registers: [metricsRegistry],
})

export const httpDuration = new Histogram({
  name: 'airdeck_http_request_duration_seconds',
  help: 'Time from the request to the end of its answer, by method and route pattern',
  labelNames: ['method', 'route'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
})

export const jobRuns = new Counter({
  name: 'airdeck_job_runs_total',
  help: 'Job runs that ended in this process, by job kind and outcome (completed, retrying, failed)',
  labelNames: ['job', 'outcome'] as const,
  registers: [metricsRegistry],
})

export const jobDuration = new Histogram({
  name: 'airdeck_job_duration_seconds',
  help: 'Time a job attempt took in this process, by job kind',
  labelNames: ['job'] as const,
  buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60, 300],
  registers: [metricsRegistry],
})

export const periodicTicks = new Counter({
  name: 'airdeck_periodic_ticks_total',
  help: 'Scheduled ticks this process ran (each tick runs in one process of the deployment per interval)',
  labelNames: ['tick'] as const,
  registers: [metricsRegistry],
})

export const tickInterval = new Gauge({
  name: 'airdeck_periodic_tick_interval_seconds',
  help: 'The interval of each scheduled tick this process takes part in',
  labelNames: ['tick'] as const,
  registers: [metricsRegistry],
})

export const guestSignIns = new Counter({
  name: 'airdeck_guest_sign_ins_total',
  help: 'Guest sign-ins recorded through the captive portal, by way of signing in',
  labelNames: ['mode'] as const,
  registers: [metricsRegistry],
})

export const webhookDeliveries = new Counter({
  name: 'airdeck_webhook_delivery_attempts_total',
  help: 'Outgoing webhook delivery attempts, by outcome (succeeded, retrying, failed)',
  labelNames: ['outcome'] as const,
  registers: [metricsRegistry],
})

export const integrationDeliveries = new Counter({
  name: 'airdeck_integration_deliveries_total',
  help: 'Guest data delivered to integrations (Mailchimp, loyalty, CRM...), by outcome',
  labelNames: ['outcome'] as const,
  registers: [metricsRegistry],
})

export const stripeEvents = new Counter({
  name: 'airdeck_stripe_events_total',
  help: 'Stripe webhook events received, by outcome (applied, duplicate, failed)',
  labelNames: ['outcome'] as const,
  registers: [metricsRegistry],
})

export const dbReadRetries = new Counter({
  name: 'airdeck_db_read_retries_total',
  help: 'Read statements run again on a new connection after PostgreSQL cut theirs (restart, failover)',
  registers: [metricsRegistry],
})

/** A status code as its class ("2xx"), so the label set stays small. */
export function statusClass(status: number) {
  return `${Math.floor(status / 100)}xx`
}
