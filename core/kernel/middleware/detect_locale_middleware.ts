import i18nManager from '@adonisjs/i18n/services/main'
import type { I18n } from '@adonisjs/i18n'
import { RequestValidator, type HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'

/**
 * Server messages follow the signed-in user's language (the auth
 * middleware switches to it), else the Accept-Language header, else English.
 * Validation messages are looked up in resources/lang/<lang>/validator.json.
 */
export default class DetectLocaleMiddleware {
  static {
    RequestValidator.messagesProvider = (ctx) => ctx.i18n.createMessagesProvider()
  }

  handle(ctx: HttpContext, next: NextFn) {
    const language = i18nManager.getSupportedLocaleFor(ctx.request.languages())
    ctx.i18n = i18nManager.locale(language ?? i18nManager.defaultLocale)
    return next()
  }
}

declare module '@adonisjs/core/http' {
  export interface HttpContext {
    i18n: I18n
  }
}
