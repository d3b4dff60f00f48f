import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { newSecretToken } from '#kernel/crypto/secret_token'
import { removeUpload } from '#kernel/storage/uploads'
import { queueMail, type MailMessage } from '#core/mail/queue_mail'

/** A row of an export table: one request, `queued` until built, then `ready` (or `failed`). */
export interface ExportRow {
  id: number
  status: string
  [column: string]: any
}

/** What `build` stored: the storage key, extra columns for the ready row, and what the mail needs to say. */
export interface StoredExport<Built> {
  path: string
  columns?: Record<string, unknown>
  built: Built
}

export interface MailedExport<Built> {
  /** The export table; it has status, file_path, token_hash, expires_at and completed_at columns. */
  table: string
  /** How long the mailed download link stays valid. */
  linkDays: number
  /** Builds the file and stores it; null when there is nothing to send (the requester or subject is gone). */
  build(row: ExportRow): Promise<StoredExport<Built> | null>
  /** The mail that carries the download link (the raw token goes into its URL). */
  mail(row: ExportRow, built: Built, token: string): MailMessage
}

/**
 * Builds, stores and mails one queued export. The row turns `ready` in the same transaction that queues the mail,
 * so a run repeated after a crash (or racing another) sends no second mail and leaves no stray file.
 */
export async function runMailedExport<Built>(exportId: number, spec: MailedExport<Built>) {
  const row: ExportRow | null = await db.from(spec.table).where('id', exportId).first()
  if (!row || row.status !== 'queued') return
  const stored = await spec.build(row)
  if (!stored) return

  const { token, hash } = newSecretToken()
  try {
    await db.transaction(async (trx) => {
      const claimed = await trx
        .from(spec.table)
        .where({ id: exportId, status: 'queued' })
        .update({
          ...stored.columns,
          status: 'ready',
          file_path: stored.path,
          token_hash: hash,
          expires_at: DateTime.now().plus({ days: spec.linkDays }).toJSDate(),
          completed_at: new Date(),
        })
      if (Number(Array.isArray(claimed) ? claimed[0] : claimed) === 0) throw new AlreadyDone()
      await queueMail(spec.mail(row, stored.built, token), { trx })
    })
  } catch (error) {
    await removeUpload(stored.path)
    if (!(error instanceof AlreadyDone)) throw error
  }
}

/** Marks a still-queued export failed once its job has used up its attempts. */
export async function failMailedExport(table: string, exportId: number) {
  await db
    .from(table)
    .where({ id: exportId, status: 'queued' })
    .update({ status: 'failed', completed_at: new Date() })
}

/** Another run finished this export first. */
class AlreadyDone extends Error {}
