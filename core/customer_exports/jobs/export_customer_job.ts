import { randomUUID } from 'node:crypto'
import { mkdir } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { Job } from '#kernel/jobs/job'
import { runWithPublicUrl } from '#kernel/http/public_url'
import { newSecretToken } from '#kernel/crypto/secret_token'
import { removeUpload, uploadsRoot } from '#kernel/storage/uploads'
import { queueMail } from '#core/mail/queue_mail'
import { writeCustomerArchive } from '#core/customer_exports/services/customer_archive'
import {
  CUSTOMER_EXPORT_LINK_DAYS,
  customerExportMail,
} from '#core/customer_exports/mails/customer_export_mail'

interface Payload {
  exportId: number
  publicUrl?: string
}

/**
 * Builds the ZIP of a `customer_exports` row and mails the download link. The row turns `ready` in the same
 * transaction that queues the mail, so a repeated run sends no second mail (same shape as the inventory exports).
 */
export default class ExportCustomerJob extends Job<Payload> {
  static jobName = 'customer.export'
  static queue = 'exports'
  static attempts = 3

  handle({ exportId, publicUrl }: Payload) {
    return runWithPublicUrl(publicUrl, () => this.#export(exportId))
  }

  async #export(exportId: number) {
    const row = await db.from('customer_exports').where('id', exportId).first()
    if (!row || row.status !== 'queued') return
    const path = join('customer-exports', `${randomUUID()}.zip`)
    const target = join(uploadsRoot(), path)
    await mkdir(dirname(target), { recursive: true })
    let customer: string
    try {
      ;({ customer } = await writeCustomerArchive(Number(row.customer_id), target, row.language))
    } catch (error) {
      await removeUpload(path)
      throw error
    }

    const { token, hash } = newSecretToken()
    try {
      await db.transaction(async (trx) => {
        const claimed = await trx
          .from('customer_exports')
          .where({ id: exportId, status: 'queued' })
          .update({
            status: 'ready',
            file_path: path,
            token_hash: hash,
            expires_at: DateTime.now().plus({ days: CUSTOMER_EXPORT_LINK_DAYS }).toJSDate(),
            completed_at: new Date(),
          })
        if (Number(Array.isArray(claimed) ? claimed[0] : claimed) === 0) throw new AlreadyDone()
        await queueMail(
          customerExportMail({
            to: row.email,
            userId: row.requested_by,
            language: row.language,
            customer,
            token,
          }),
          { trx }
        )
      })
    } catch (error) {
      await removeUpload(path)
      if (!(error instanceof AlreadyDone)) throw error
    }
  }

  async failed({ exportId }: Payload) {
    await db
      .from('customer_exports')
      .where({ id: exportId, status: 'queued' })
      .update({ status: 'failed', completed_at: new Date() })
  }
}

class AlreadyDone extends Error {}
