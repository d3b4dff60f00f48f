import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'

/** Everything under /rest speaks JSON, errors included, whatever the client asked for. */
export default class ForceJsonResponseMiddleware {
  handle({ request }: HttpContext, next: NextFn) {
    if (request.url().startsWith('/rest')) {
      request.request.headers.accept = 'application/json'
    }
    return next()
  }
}
