import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { httpDuration, httpRequests, statusClass } from '#kernel/metrics/metrics'

/**
 * Counts every answer and its duration by route pattern (`/rest/locations/:id`), never by the path itself: paths
 * carry ids and capability tokens, and one label per id would grow without end. Requests no route matched (the web
 * app's files, unknown paths) count as "unmatched".
 */
export default class MetricsMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const started = process.hrtime.bigint()
    ctx.response.response.once('finish', () => {
      const method = ctx.request.method()
      const route = ctx.route?.pattern ?? 'unmatched'
      const seconds = Number(process.hrtime.bigint() - started) / 1e9
      httpRequests.inc({ method, route, status: statusClass(ctx.response.response.statusCode) })
      httpDuration.observe({ method, route }, seconds)
    })
    return next()
  }
}
