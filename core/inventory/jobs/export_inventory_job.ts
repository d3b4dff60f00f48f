import { randomUUID } from 'node:crypto'
import { mkdir, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { Job } from '#kernel/jobs/job'
import { runWithPublicUrl } from '#kernel/http/public_url'
import { newSecretToken } from '#kernel/crypto/secret_token'
import { removeUpload, uploadsRoot } from '#kernel/storage/uploads'
import { queueMail } from '#core/mail/queue_mail'
import { buildExportFile, exportRows } from '#core/inventory/services/export_files'
import { EXPORT_LINK_DAYS, inventoryExportMail } from '#core/inventory/mails/inventory_export_mail'

interface Payload {
  exportId: number
  /** The address the request chose for our links (publicUrl); older runs have none. */
  publicUrl?: string
}

/**
 * Builds the file of an `inventory_exports` row (stock or CaaS hardware, CSV or XLSX) and mails the download link.
 * The row turns `ready` in the same transaction that queues the mail, so a repeated run sends no second mail.
 */
export default class ExportInventoryJob extends Job<Payload> {
  static jobName = 'inventory.export'
  static queue = 'exports'
  static attempts = 4

  handle({ exportId, publicUrl }: Payload) {
    return runWithPublicUrl(publicUrl, () => this.#export(exportId))
  }

  async #export(exportId: number) {
    const row = await db.from('inventory_exports').where('id', exportId).first()
    if (!row || row.status !== 'queued') return
    const rows = await exportRows(row.kind)
    const path = join('inventory-exports', `${randomUUID()}.${row.format}`)
    const target = join(uploadsRoot(), path)
    await mkdir(dirname(target), { recursive: true })
    await writeFile(target, await buildExportFile(row.kind, row.format, rows), { mode: 0o600 })

    const { token, hash } = newSecretToken()
    try {
      await db.transaction(async (trx) => {
        const claimed = await trx
          .from('inventory_exports')
          .where({ id: exportId, status: 'queued' })
          .update({
            status: 'ready',
            file_path: path,
            row_count: rows.length,
            token_hash: hash,
            expires_at: DateTime.now().plus({ days: EXPORT_LINK_DAYS }).toJSDate(),
            completed_at: new Date(),
          })
        if (Number(Array.isArray(claimed) ? claimed[0] : claimed) === 0) throw new AlreadyDone()
        await queueMail(
          inventoryExportMail({
            to: row.email,
            userId: row.requested_by,
            language: row.language,
            kind: row.kind,
            format: row.format,
            rows: rows.length,
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
      .from('inventory_exports')
      .where({ id: exportId, status: 'queued' })
      .update({ status: 'failed', completed_at: new Date() })
  }
}

class AlreadyDone extends Error {}
