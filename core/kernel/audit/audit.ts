import { HttpContext } from '@adonisjs/core/http'
import string from '@adonisjs/core/helpers/string'
import type { LucidRow } from '@adonisjs/lucid/types/model'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import AuditLog from '#kernel/audit/audit_log'
import type { AuditAction } from '#kernel/audit/audit_actions'

/** Where a session keeps the admin who is signed in as someone else, and that someone (core/impersonation). */
export const IMPERSONATOR_SESSION_KEY = 'impersonator_id'
export const IMPERSONATED_SESSION_KEY = 'impersonated_id'

/** Model attributes never written to the audit log in clear. */
const SECRET_ATTRIBUTES = new Set(['password', 'pppoePassword', 'tokenHash', 'hash', 'secrets'])

interface AuditEntry {
  action: AuditAction
  actorId?: number | null
  actorEmail?: string | null
  impersonatorId?: number | null
  objectType?: string
  objectId?: string | number
  oldValues?: Record<string, unknown> | null
  newValues?: Record<string, unknown> | null
}

/** The admin behind the actor, while that admin is signed in as the actor (core/impersonation). */
function impersonatorOf(ctx: HttpContext | null, actorId: number | null) {
  const id = ctx?.session?.get(IMPERSONATOR_SESSION_KEY)
  return typeof id === 'number' &&
    actorId !== null &&
    ctx?.session?.get(IMPERSONATED_SESSION_KEY) === actorId
    ? id
    : null
}

/**
 * Records who did what to which object, from where. The request (ip,
 * user agent, request id, signed-in user) is taken from the current
 * HttpContext when there is one.
 */
export async function recordAudit(entry: AuditEntry, trx?: TransactionClientContract) {
  const ctx = HttpContext.get()
  const actor = ctx?.auth?.user
  const actorId = entry.actorId !== undefined ? entry.actorId : (actor?.id ?? null)
  await AuditLog.create(
    {
      action: entry.action,
      actorId,
      actorEmail: entry.actorEmail ?? actor?.email ?? null,
      impersonatorId:
        entry.impersonatorId !== undefined ? entry.impersonatorId : impersonatorOf(ctx, actorId),
      objectType: entry.objectType ?? null,
      objectId: entry.objectId !== undefined ? String(entry.objectId) : null,
      oldValues: entry.oldValues ?? null,
      newValues: entry.newValues ?? null,
      ip: ctx?.request.ip() ?? null,
      userAgent: ctx?.request.header('user-agent')?.slice(0, 400) ?? null,
      requestId: ctx?.request.id() ?? null,
    },
    { client: trx }
  )
}

/**
 * The old and new values of a model's pending changes; call before save().
 * Secrets are recorded as changed, never with their value.
 */
export function pendingChanges(model: LucidRow) {
  const oldValues: Record<string, unknown> = {}
  const newValues: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(model.$dirty)) {
    const secret = SECRET_ATTRIBUTES.has(key)
    const column = string.snakeCase(key)
    oldValues[column] = secret ? '[redacted]' : (model.$original[key] ?? null)
    newValues[column] = secret ? '[redacted]' : value
  }
  return { oldValues, newValues, changed: Object.keys(newValues).length > 0 }
}

/** A created model's values, for its audit entry. */
export function createdValues(model: LucidRow) {
  const values: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(model.$attributes)) {
    values[string.snakeCase(key)] = SECRET_ATTRIBUTES.has(key) ? '[redacted]' : value
  }
  return values
}
