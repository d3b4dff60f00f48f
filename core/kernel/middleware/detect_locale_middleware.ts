import i18nManager from '@adonisjs/i18n/services/main'
import type { I18n } from '@adonisjs/i18n'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'

/**
 * Server messages follow the signed-in user's language (set later by the
 * auth middleware), else the Accept-Language header, else English.
 */
export default class DetectLocaleMiddleware {
  handle(ctx: HttpContext, next: NextFn) {
    const language = i18nManager.getSupportedLocaleFor(ctx.request.languages())
    ctx.i18n = i18nManager.locale(language ?? i18nManager.defaultLocale)
    ctx.containerResolver.bindValue('i18n' as any, ctx.i18n)
    return next()
  }
}

declare module '@adonisjs/core/http' {
  export interface HttpContext {
    i18n: I18n
  }
}
