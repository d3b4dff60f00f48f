import db from '@adonisjs/lucid/services/db'
import type { HttpContext } from '@adonisjs/core/http'
import { dispatch } from '#kernel/jobs/dispatch'
import { publicUrl } from '#kernel/http/public_url'
import { recordAudit } from '#kernel/audit/audit'
import { hashSecretToken } from '#kernel/crypto/secret_token'
import { isInstaller } from '#core/access/account_roles'
import type User from '#core/users/models/user'
import { AppException } from '#kernel/exceptions/app_exception'
import { removeUpload, sendAttachment } from '#kernel/storage/uploads'
import ExportInventoryJob from '#core/inventory/jobs/export_inventory_job'
import type { ExportFormat, ExportKind } from '#core/inventory/services/export_files'

/** POST /inventory/export and /inventory/allocated/export: records the export and starts its job ("export started, e-mail follows"). */
export async function startInventoryExport(input: {
  kind: ExportKind
  format: ExportFormat
  email: string
  userId: number
  language: string
}) {
  return db.transaction(async (trx) => {
    const [row] = await trx
      .table('inventory_exports')
      .insert({
        kind: input.kind,
        format: input.format,
        email: input.email,
        requested_by: input.userId,
        language: input.language,
        status: 'queued',
        created_at: new Date(),
      })
      .returning('id')
    const id = Number(row.id ?? row)
    await dispatch(ExportInventoryJob, { exportId: id, publicUrl: publicUrl() }, { trx })
    await recordAudit(
      {
        action: 'inventory.export_requested',
        objectType: 'inventory_export',
        objectId: id,
        newValues: { kind: input.kind, format: input.format, email: input.email },
      },
      trx
    )
    return id
  })
}

/**
 * Whom an export's link is for: the account it was mailed to (the address typed, usually the requester's own) or the
 * requester, signed in, while they may still use the inventory (admins and installers).
 */
function isRecipient(user: User, row: { requested_by: number; email: string }) {
  const mayUseInventory = user.isAdmin || isInstaller(user)
  return (
    mayUseInventory &&
    (Number(row.requested_by) === user.id || user.email.toLowerCase() === row.email.toLowerCase())
  )
}

/** GET /rest/inventory-exports/{token}: the file the mailed link names, until the link expires, to its recipient only (else 404). */
export async function sendInventoryExport(ctx: HttpContext, token: string) {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) throw AppException.notFound()
  const row = await db
    .from('inventory_exports')
    .where('token_hash', hashSecretToken(token))
    .where('status', 'ready')
    .first()
  if (!row || !isRecipient(ctx.auth.getUserOrFail(), row)) throw AppException.notFound()
  if (new Date(row.expires_at) <= new Date() || !row.file_path)
    throw new AppException(410, 'E_EXPORT_EXPIRED')
  const day = new Date(row.completed_at).toISOString().slice(0, 10)
  return sendAttachment(
    ctx,
    row.file_path,
    `${row.kind === 'stock' ? 'inventory' : 'caas-hardware'}-${day}.${row.format}`
  )
}

export async function removeExpiredInventoryExports() {
  const expired = await db
    .from('inventory_exports')
    .whereNotNull('file_path')
    .where('expires_at', '<=', new Date())
    .select('id', 'file_path')
    .limit(500)
  for (const row of expired) {
    await removeUpload(row.file_path)
    await db.from('inventory_exports').where('id', row.id).update({ file_path: null })
  }
}
