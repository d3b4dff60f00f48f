import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import app from '@adonisjs/core/services/app'
import logger from '@adonisjs/core/services/logger'

/**
 * One log line per request once its answer is sent: method, path, status, duration, request id and user id
 * (`cut_off: true` when the connection closed before the whole answer was written). The path
 * is the matched route's pattern (`/tenants/:publicId`, `/guest/connecting/:token`), never the URL itself: ids in
 * capability URLs are secrets, and so is the query string. Web app paths and unmatched ones keep their URL with
 * every opaque segment masked. On in production; LOG_REQUESTS=true/false overrides.
 */
export default class RequestLogMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    if (!app.config.get<boolean>('app.logRequests', false)) return next()
    const started = process.hrtime.bigint()
    const raw = ctx.response.response
    // 'close', not 'finish': a client that hangs up once it has read the answer can close the socket before the last
    // write's callback, and then 'finish' never comes (seen under load with streamed files); 'close' always does.
    raw.once('close', () => {
      logger.info(
        {
          method: ctx.request.method(),
          path: loggedPath(ctx),
          status: raw.statusCode,
          ms: Number((process.hrtime.bigint() - started) / 1000n) / 1000,
          request_id: ctx.request.id(),
          user_id: ctx.auth?.user?.id ?? null,
          ...(raw.writableFinished ? {} : { cut_off: true }),
        },
        'request'
      )
    })
    return next()
  }
}

/** A segment that could be a token: long, or mixing letters and digits the way generated ids do. */
const OPAQUE_SEGMENT = /^(?=.*\d)(?=.*[A-Za-z])[\w-]{12,}$|^[\w-]{32,}$/

export function loggedPath(ctx: HttpContext) {
  const pattern = ctx.route?.pattern
  if (pattern && pattern !== '*' && !pattern.includes('*')) return pattern
  return ctx.request
    .url()
    .split('/')
    .map((segment) => (OPAQUE_SEGMENT.test(segment) ? ':opaque' : segment))
    .join('/')
}
