import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import db from '@adonisjs/lucid/services/db'
import { AppException } from '#kernel/exceptions/app_exception'
import { openAnswer, sealAnswer } from '#kernel/http/idempotency/sealed_answer'

export const IDEMPOTENCY_HEADER = 'idempotency-key'
export const IDEMPOTENCY_HOURS = 24
/**
 * How long a claim may stay "in progress": Node's own request timeout (300 s). No route runs that long (the slowest,
 * a 5 MB CSV import, takes seconds), so an older claim belongs to a process that died mid-request, and a retry
 * takes it over instead of getting 409 until the 24 hours are up.
 */
export const IDEMPOTENCY_CLAIM_SECONDS = 300
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/

/**
 * `Idempotency-Key` on a creating POST: the first successful answer is kept for 24 hours per caller and key and
 * replayed to a retry (with `Idempotent-Replayed: true`); the same key with another request is a 422
 * E_IDEMPOTENCY_MISMATCH, a retry while the first is still running a 409. Failed requests keep nothing, so the
 * client may fix and retry with the same key. A claim left in progress past IDEMPOTENCY_CLAIM_SECONDS is taken over
 * by the next request with the key. Answers are kept encrypted (sealed_answer.ts). Runs after the access rule, so the
 * caller is known.
 */
export async function idempotencyMiddleware(ctx: HttpContext, next: NextFn) {
  const key = ctx.request.header(IDEMPOTENCY_HEADER)
  if (key === undefined) return next()
  if (!KEY_PATTERN.test(key))
    throw new AppException(422, 'E_VALIDATION_ERROR', {
      errors: [{ field: 'Idempotency-Key', rule: 'idempotency_key' }],
    })

  const scope = ctx.auth.user ? `user:${ctx.auth.user.id}` : `ip:${ctx.request.ip()}`
  const requestHash = await hashRequest(ctx)
  await db
    .from('idempotency_keys')
    .where({ scope, key })
    .where('created_at', '<', expiredBefore())
    .delete()
  const claimed = await db
    .table('idempotency_keys')
    .insert({ scope, key, request_hash: requestHash })
    .onConflict(['scope', 'key'])
    .ignore()
    .returning('id')
  if (claimed.length === 0 && !(await takeOverAbandoned(scope, key, requestHash)))
    return replay(ctx, scope, key, requestHash)

  try {
    await next()
  } catch (error) {
    await forget(scope, key)
    throw error
  }
  const status = ctx.response.getStatus()
  if (status >= 200 && status < 300) {
    await db
      .from('idempotency_keys')
      .where({ scope, key })
      .update({ status, answer: sealAnswer(scope, key, ctx.response.getBody()) })
  } else {
    await forget(scope, key)
  }
}

async function replay(ctx: HttpContext, scope: string, key: string, requestHash: string) {
  const first = await db.from('idempotency_keys').where({ scope, key }).first()
  if (!first) throw new AppException(409, 'E_IDEMPOTENCY_IN_PROGRESS')
  if (first.request_hash !== requestHash) throw new AppException(422, 'E_IDEMPOTENCY_MISMATCH')
  if (first.status === null) throw new AppException(409, 'E_IDEMPOTENCY_IN_PROGRESS')
  // `body` is the clear answer a process of the previous release may still write during a rolling deploy.
  const answer = first.answer === null ? first.body : openAnswer(scope, key, first.answer)
  if (answer === undefined)
    throw new Error(
      'A kept Idempotency-Key answer does not decrypt: was APP_KEY replaced without keeping the old one?'
    )
  ctx.response.header('Idempotent-Replayed', 'true')
  // A replay may carry a secret shown once (the first answer said no-store too); it is never cacheable.
  ctx.response.header('Cache-Control', 'no-store')
  return ctx.response.status(first.status).send(answer)
}

/** Claims the key when its earlier claim is still in progress after the claim timeout: that request died. */
async function takeOverAbandoned(scope: string, key: string, requestHash: string) {
  const taken = await db
    .from('idempotency_keys')
    .where({ scope, key })
    .whereNull('status')
    .where('created_at', '<', new Date(Date.now() - IDEMPOTENCY_CLAIM_SECONDS * 1000))
    .update({ request_hash: requestHash, created_at: new Date() })
    .returning('id')
  return taken.length > 0
}

/** The method, URL, fields and, for uploads, each file's bytes: the same key with another file is another request. */
async function hashRequest(ctx: HttpContext) {
  const hash = createHash('sha256').update(
    `${ctx.request.method()} ${ctx.request.url()}\n${JSON.stringify(ctx.request.body() ?? {})}`
  )
  const files = Object.entries(ctx.request.allFiles()).flatMap(([field, value]) =>
    (Array.isArray(value) ? value : [value]).map((file) => ({ field, file }))
  )
  for (const { field, file } of files.sort((a, b) => a.field.localeCompare(b.field))) {
    hash.update(`\n${field}:${file.clientName}:${file.size}:`)
    if (file.tmpPath) hash.update(await readFile(file.tmpPath))
  }
  return hash.digest('hex')
}

function expiredBefore() {
  return new Date(Date.now() - IDEMPOTENCY_HOURS * 3600_000)
}

function forget(scope: string, key: string) {
  return db.from('idempotency_keys').where({ scope, key }).delete()
}
