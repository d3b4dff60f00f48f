import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { AppException } from '#kernel/exceptions/app_exception'

/** Routes for signed-out visitors only (register, recover, reset). */
export default class GuestMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    if (await ctx.auth.use('web').check()) {
      throw new AppException(409, 'E_ALREADY_SIGNED_IN')
    }
    return next()
  }
}
