import { metricsRegistry } from '#kernel/metrics/metrics'
import { readDatabaseGauges } from '#kernel/metrics/database_gauges'

/** The page Prometheus reads: the database figures refreshed, then every metric of this process. */
export async function metricsPage() {
  await readDatabaseGauges()
  return { contentType: metricsRegistry.contentType, body: await metricsRegistry.metrics() }
}
