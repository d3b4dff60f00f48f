import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { BodyParserMiddleware } from '@adonisjs/bodyparser/bodyparser_middleware'
import { AppException } from '#kernel/exceptions/app_exception'
import { isSignedInboundWebhook } from '#kernel/http/stateless_request'
import { takesArrayBody } from '#kernel/http/contract/api_routes'

/** The largest signed webhook body we read (Stripe's events are a few kB; its own limit is far below this). */
export const SIGNED_WEBHOOK_BODY_LIMIT = 1024 * 1024

/**
 * @adonisjs/bodyparser, except for signed provider webhooks (isSignedInboundWebhook): their raw body is all the
 * endpoint needs, because the signature covers exactly those bytes and the provider's SDK parses them once after
 * checking it. Parsing, copying and scanning the JSON here as well took about a fifth of the time of each Stripe
 * event (docs/benchmarks.md), so those requests keep only the raw text and an empty parsed body.
 */
@inject()
export default class RequestBodyMiddleware {
  constructor(private upstream: BodyParserMiddleware) {}

  async handle(ctx: HttpContext, next: NextFn) {
    if (!isSignedInboundWebhook(ctx))
      return this.upstream
        .handle(ctx, () => refuseNonObjectBody(ctx, next))
        .catch(scalarAsNonObject)
    const raw = await readRawBody(ctx)
    // The same refusal as every other route gives (reject_unstorable_text_middleware.ts), read off the raw text.
    if (ESCAPED_NUL.test(raw) || raw.includes('\u0000'))
      throw new AppException(422, 'E_VALIDATION_ERROR', {
        errors: [{ field: 'body', rule: 'no_nul' }],
      })
    ctx.request.setInitialBody({})
    ctx.request.updateRawBody(raw)
    ctx.request.bodyType = 'raw'
    return next()
  }
}

/**
 * Every `/rest` body is a JSON object unless its route declares an array: a top-level array reached the validators
 * as `{}` (an "empty update"), a number, string or null was refused by the parser with another answer.
 */
function refuseNonObjectBody(ctx: HttpContext, next: NextFn) {
  const body: unknown = ctx.request.body()
  if (
    Array.isArray(body) &&
    ctx.request.url().startsWith('/rest') &&
    !takesArrayBody(ctx.request.method(), ctx.route?.pattern)
  )
    throw notAnObject()
  return next()
}

const notAnObject = () =>
  new AppException(422, 'E_VALIDATION_ERROR', { errors: [{ field: 'body', rule: 'object' }] })

/** The JSON parser's strict mode refuses a top-level scalar; it is the same mistake as an array. */
function scalarAsNonObject(error: unknown): never {
  const { status, message } = error as { status?: number; message?: string }
  if (status === 422 && message?.includes('only supports object and array')) throw notAnObject()
  throw error
}

/** `\u0000` in JSON text: an unescaped backslash (an odd run of them) before u0000. */
const ESCAPED_NUL = /(?<!\\)(?:\\\\)*\\u0000/i

async function readRawBody(ctx: HttpContext): Promise<string> {
  const encoding = ctx.request.header('content-encoding') ?? 'identity'
  if (encoding !== 'identity') throw new AppException(415, 'E_BAD_REQUEST')
  const declared = Number(ctx.request.header('content-length') ?? 0)
  if (declared > SIGNED_WEBHOOK_BODY_LIMIT) throw new AppException(413, 'E_PAYLOAD_TOO_LARGE')
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of ctx.request.request as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size > SIGNED_WEBHOOK_BODY_LIMIT) throw new AppException(413, 'E_PAYLOAD_TOO_LARGE')
    chunks.push(chunk)
  }
  return Buffer.concat(chunks, size).toString('utf8')
}
