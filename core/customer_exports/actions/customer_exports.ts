import db from '@adonisjs/lucid/services/db'
import type { HttpContext } from '@adonisjs/core/http'
import { dispatch } from '#kernel/jobs/dispatch'
import { publicUrl } from '#kernel/http/public_url'
import { recordAudit } from '#kernel/audit/audit'
import { hashSecretToken } from '#kernel/crypto/secret_token'
import { AppException } from '#kernel/exceptions/app_exception'
import { removeUpload, sendAttachment } from '#kernel/storage/uploads'
import type User from '#core/users/models/user'
import ExportCustomerJob from '#core/customer_exports/jobs/export_customer_job'

/** POST /customers/{id}/export: records the export and starts its job ("export started, e-mail follows"). */
export async function startCustomerExport(input: {
  customerId: number
  email: string
  userId: number
  language: string
}) {
  return db.transaction(async (trx) => {
    const customer = await trx.from('customers').where('id', input.customerId).first()
    if (!customer) throw AppException.notFound()
    const [row] = await trx
      .table('customer_exports')
      .insert({
        customer_id: input.customerId,
        email: input.email,
        requested_by: input.userId,
        language: input.language,
        status: 'queued',
        created_at: new Date(),
      })
      .returning('id')
    const id = Number(row.id ?? row)
    await dispatch(ExportCustomerJob, { exportId: id, publicUrl: publicUrl() }, { trx })
    await recordAudit(
      {
        action: 'customer.export_requested',
        objectType: 'customer',
        objectId: input.customerId,
        newValues: { export_id: id, email: input.email },
      },
      trx
    )
    return id
  })
}

/** The link is for the account it was mailed to or its requester, while an admin (else 404, as if it did not exist). */
function isRecipient(user: User, row: { requested_by: number; email: string }) {
  return (
    user.isAdmin &&
    (Number(row.requested_by) === user.id || user.email.toLowerCase() === row.email.toLowerCase())
  )
}

/** GET /rest/customer-exports/{token}: the archive the mailed link names, until the link expires (410). */
export async function sendCustomerExport(ctx: HttpContext, token: string) {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) throw AppException.notFound()
  const row = await db
    .from('customer_exports')
    .where('token_hash', hashSecretToken(token))
    .where('status', 'ready')
    .first()
  if (!row || !isRecipient(ctx.auth.getUserOrFail(), row)) throw AppException.notFound()
  if (new Date(row.expires_at) <= new Date() || !row.file_path)
    throw new AppException(410, 'E_EXPORT_EXPIRED')
  const day = new Date(row.completed_at).toISOString().slice(0, 10)
  return sendAttachment(ctx, row.file_path, `customer-${row.customer_id}-${day}.zip`)
}

export async function removeExpiredCustomerExports() {
  const expired = await db
    .from('customer_exports')
    .whereNotNull('file_path')
    .where('expires_at', '<=', new Date())
    .select('id', 'file_path')
    .limit(500)
  for (const row of expired) {
    await removeUpload(row.file_path)
    await db.from('customer_exports').where('id', row.id).update({ file_path: null })
  }
}
