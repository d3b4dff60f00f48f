import app from '@adonisjs/core/services/app'
import { ExceptionHandler, type HttpContext } from '@adonisjs/core/http'
import i18nManager from '@adonisjs/i18n/services/main'
import { AppException, type FieldError } from '#kernel/exceptions/app_exception'
import { errorFromFramework } from '#kernel/exceptions/framework_errors'
import { methodNotAllowed } from '#kernel/http/allowed_methods'
import type { I18n } from '@adonisjs/i18n'
import { MAX_BODY_DEPTH } from '#kernel/middleware/reject_unstorable_text_middleware'
import { sendErrorPage, wantsErrorPage } from '#core/public_pages/error_page'

/** Who reads the message (`{audience, select, admin {…} other {…}}`): an admin is not told to contact support. */
function audience(ctx: HttpContext) {
  try {
    return ctx.auth?.user?.isAdmin ? 'admin' : 'other'
  } catch {
    return 'other'
  }
}

/** `data`: the exception's values, so that a rule's message can name what it is about (the serial number, …). */
function ruleMessage(
  i18n: I18n,
  error: { field: string; rule: string },
  data?: Record<string, unknown>
) {
  const field = i18n.resolveIdentifier(`validator.shared.fields.${error.field}`)
  return i18n.t(
    `validator.shared.messages.${error.rule}`,
    { ...data, field: field ? i18n.formatRawMessage(field.message) : error.field } as any,
    error.rule
  )
}

/**
 * Every error leaves as `{ code, message, errors? }` (architecture §4),
 * translated, without a stack; a browser's page request or form post outside
 * /rest gets the same message as a public page instead. Unexpected errors are logged with the request
 * id, and the body carries that id so support can find the log line.
 */
export default class HttpExceptionHandler extends ExceptionHandler {
  protected debug = false

  async handle(error: unknown, ctx: HttpContext) {
    const known =
      error instanceof AppException
        ? error
        : (wrongMethod(error, ctx) ?? errorFromFramework(error) ?? tooDeepBody(error, ctx))
    // An error before the locale middleware ran (CSRF, HTTPS required) still follows Accept-Language.
    const i18n =
      ctx.i18n ??
      i18nManager.locale(
        i18nManager.getSupportedLocaleFor(ctx.request.languages()) ?? i18nManager.defaultLocale
      )

    if (!known) {
      const requestId = ctx.request.id() ?? ''
      if (wantsErrorPage(ctx))
        return sendErrorPage(ctx, 500, i18n.t('errors.E_INTERNAL_SERVER_ERROR', { requestId }))
      return ctx.response.status(500).send({
        code: 'E_INTERNAL_SERVER_ERROR',
        message: i18n.t('errors.E_INTERNAL_SERVER_ERROR'),
        requestId,
      })
    }

    for (const [name, value] of Object.entries(known.headers ?? {})) {
      ctx.response.header(name, value)
    }
    const body: { code: string; message: string; errors?: FieldError[] } = {
      code: known.code!,
      message: i18n.t(
        `errors.${known.code}`,
        { audience: audience(ctx), ...known.data } as any,
        known.code
      ),
    }
    if (known.errors)
      body.errors = known.errors.map((fieldError) => ({
        ...fieldError,
        message: fieldError.message ?? ruleMessage(i18n, fieldError, known.data),
      }))
    if (wantsErrorPage(ctx)) return sendErrorPage(ctx, known.status, body.message)
    return ctx.response.status(known.status).send(body)
  }

  async report(error: unknown, ctx: HttpContext) {
    const known = error instanceof AppException || errorFromFramework(error)
    if (known) return
    if (tooDeepBody(error, ctx))
      return ctx.logger.warn({ requestId: ctx.request.id() }, 'JSON body nested too deeply to copy')
    ctx.logger.error({ err: error, requestId: ctx.request.id() }, 'unexpected error')
    if (!app.inProduction && !app.inTest) console.error(error)
  }
}

function wrongMethod(error: unknown, ctx: HttpContext): AppException | undefined {
  if ((error as { code?: string })?.code !== 'E_ROUTE_NOT_FOUND') return undefined
  return methodNotAllowed(ctx.request.url(), ctx.request.method(), ctx.request.hostname())
}

/**
 * The framework deep-copies every parsed JSON body before any middleware of ours runs; JSON nested around a thousand
 * levels deep (still within the parser's limits) overflows the stack there. That is the client's input, not our bug:
 * the same 422 the body-depth check gives for shallower bodies (reject_unstorable_text_middleware.ts).
 */
function tooDeepBody(error: unknown, ctx: HttpContext): AppException | undefined {
  const overflow =
    error instanceof RangeError && error.message.includes('Maximum call stack size exceeded')
  if (!overflow || !/json/i.test(ctx.request.header('content-type') ?? '')) return undefined
  return new AppException(422, 'E_BODY_TOO_DEEP', { data: { max: MAX_BODY_DEPTH } })
}
