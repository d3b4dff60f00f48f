import db from '@adonisjs/lucid/services/db'
import type { HttpContext } from '@adonisjs/core/http'
import { dispatch } from '#kernel/jobs/dispatch'
import { publicUrl } from '#kernel/http/public_url'
import { recordAudit } from '#kernel/audit/audit'
import { hashSecretToken } from '#kernel/crypto/secret_token'
import { requestAccess } from '#core/access/services/request_access'
import { AppException } from '#kernel/exceptions/app_exception'
import { removeUpload, sendAttachment } from '#kernel/storage/uploads'
import ExportPortalGuestsJob from '#core/portal/admin/jobs/export_portal_guests_job'

/**
 * GET …/export: records the export and starts its job ("export started, e-mail follows"). While one of the same
 * caller for the same portal is still queued, that one is answered instead of starting another.
 */
export async function startPortalExport(portalId: number, userId: number, language: string) {
  return db.transaction(async (trx) => {
    const queued = await trx
      .from('portal_exports')
      .where({ portal_id: portalId, requested_by: userId, status: 'queued' })
      .forUpdate()
      .select('id')
      .first()
    if (queued) return Number(queued.id)
    const [row] = await trx
      .table('portal_exports')
      .insert({
        portal_id: portalId,
        requested_by: userId,
        language,
        status: 'queued',
        created_at: new Date(),
      })
      .returning('id')
    const id = Number(row.id ?? row)
    await dispatch(ExportPortalGuestsJob, { exportId: id, publicUrl: publicUrl() }, { trx })
    await recordAudit(
      {
        action: 'portal.export_requested',
        objectType: 'portal',
        objectId: portalId,
        newValues: { export_id: id },
      },
      trx
    )
    return id
  })
}

/**
 * GET /rest/portal-exports/{token}: the CSV the mailed link names, until the link expires, and only to the user it was
 * mailed to (the requester, signed in) while they may still read the venue's portal. Anyone else: 404, as for an
 * unknown token, so a forwarded or leaked link neither downloads nor tells that it exists.
 */
export async function sendPortalExport(ctx: HttpContext, token: string) {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) throw AppException.notFound()
  const row = await db
    .from('portal_exports')
    .join('portals', 'portals.id', 'portal_exports.portal_id')
    .where('portal_exports.token_hash', hashSecretToken(token))
    .where('portal_exports.status', 'ready')
    .select('portal_exports.*', 'portals.location_id')
    .first()
  const access = await requestAccess(ctx)
  if (
    !row ||
    Number(row.requested_by) !== access.user.id ||
    !(await access.can('portal_read', 'location', Number(row.location_id)))
  )
    throw AppException.notFound()
  if (new Date(row.expires_at) <= new Date() || !row.file_path)
    throw new AppException(410, 'E_EXPORT_EXPIRED')
  const day = new Date(row.completed_at).toISOString().slice(0, 10)
  return sendAttachment(ctx, row.file_path, `guests-${day}.csv`)
}

/** The retention of exports (config/jobs.ts): files behind expired links are removed. */
export async function removeExpiredExports() {
  const expired = await db
    .from('portal_exports')
    .whereNotNull('file_path')
    .where('expires_at', '<=', new Date())
    .select('id', 'file_path')
    .limit(500)
  for (const row of expired) {
    await removeUpload(row.file_path)
    await db.from('portal_exports').where('id', row.id).update({ file_path: null })
  }
}
