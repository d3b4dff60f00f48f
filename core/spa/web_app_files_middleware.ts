import { inject } from '@adonisjs/core'
import StaticMiddleware from '@adonisjs/static/static_middleware'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { isApiPath } from '#core/spa/api_path'

/**
 * The built web app's files (public/). API requests skip the file lookup:
 * the static server would otherwise stat the disk on every /rest call.
 */
@inject()
export default class WebAppFilesMiddleware {
  constructor(private files: StaticMiddleware) {}

  handle(ctx: HttpContext, next: NextFn) {
    if (isApiPath(ctx.request.url())) return next()
    return this.files.handle(ctx, next)
  }
}
