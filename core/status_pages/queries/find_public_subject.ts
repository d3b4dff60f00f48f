import db from '@adonisjs/lucid/services/db'
import type { SubjectType } from '#core/access/permissions'
import { AppException } from '#kernel/exceptions/app_exception'

/** 22 characters of URL-safe base64 (migration 1763700000540). */
const PUBLIC_ID = /^[A-Za-z0-9_-]{22}$/

export function invalidPublicId() {
  return new AppException(404, 'E_INVALID_PUBLIC_ID')
}

export function looksLikePublicId(value: unknown): value is string {
  return typeof value === 'string' && PUBLIC_ID.test(value)
}

/** The venue, customer or group a public id names; anything else is the spec's "invalid public id" (404). */
export async function findPublicSubject(
  publicId: unknown
): Promise<{ type: SubjectType; id: number }> {
  if (!looksLikePublicId(publicId)) throw invalidPublicId()
  const { rows } = await db.rawQuery(
    `select 'location' as type, id from locations where public_id = ?
     union all select 'customer', id from customers where public_id = ?
     union all select 'group', id from groups where public_id = ?
     limit 1`,
    [publicId, publicId, publicId]
  )
  if (!rows.length) throw invalidPublicId()
  return { type: rows[0].type, id: rows[0].id }
}

/** The public id of the venue a short status code names (core/status_pages/status_code.ts), or null. */
export async function venuePublicIdByStatusCode(code: string): Promise<string | null> {
  const row = await db.from('locations').where('status_code', code).select('public_id').first()
  return row ? (row.public_id as string) : null
}
