import type { HttpContext } from '@adonisjs/core/http'
import env from '#start/env'
import { metricsRegistry } from '#kernel/metrics/metrics'
import { readDatabaseGauges } from '#kernel/metrics/database_gauges'
import { mayReadMetrics } from '#kernel/metrics/metrics_access'

export default class MetricsController {
  /** Prometheus text format; a 404 to anyone else, so the page does not say it exists. */
  async show(ctx: HttpContext) {
    if (!mayReadMetrics(ctx, env.get('METRICS_TOKEN')))
      return ctx.response.status(404).send({ code: 'E_NOT_FOUND', message: 'Not found' })
    await readDatabaseGauges()
    ctx.response.header('content-type', metricsRegistry.contentType)
    ctx.response.header('cache-control', 'no-store')
    return ctx.response.send(await metricsRegistry.metrics())
  }
}
