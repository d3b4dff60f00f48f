import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import app from '@adonisjs/core/services/app'
import logger from '@adonisjs/core/services/logger'

/**
 * One log line per request once its answer is sent: method, path (never the query string, which can carry tokens),
 * status, duration, request id and user id. On in production; LOG_REQUESTS=true/false overrides.
 */
export default class RequestLogMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    if (!app.config.get<boolean>('app.logRequests', false)) return next()
    const started = process.hrtime.bigint()
    ctx.response.response.once('finish', () => {
      logger.info(
        {
          method: ctx.request.method(),
          path: ctx.request.url(),
          status: ctx.response.response.statusCode,
          ms: Number((process.hrtime.bigint() - started) / 1000n) / 1000,
          request_id: ctx.request.id(),
          user_id: ctx.auth?.user?.id ?? null,
        },
        'request'
      )
    })
    return next()
  }
}
