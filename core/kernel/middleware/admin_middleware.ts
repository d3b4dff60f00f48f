import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { AppException } from '#kernel/exceptions/app_exception'

/** Admin-only routes; run after `auth`. */
export default class AdminMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    if (!ctx.auth.user?.isAdmin) throw AppException.forbidden()
    return next()
  }
}
