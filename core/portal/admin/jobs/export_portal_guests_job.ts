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
import { EXPORT_COLUMNS, guestsCsv } from '#core/portal/admin/portal_guests_csv'
import { EXPORT_LINK_DAYS, portalExportMail } from '#core/portal/admin/mails/portal_export_mail'

interface Payload {
  exportId: number
  /** The address the request chose for our links (publicUrl); older runs have none. */
  publicUrl?: string
}

/**
 * Builds the CSV of a portal's guests for a `portal_exports` row and mails its requester the download link. The row
 * turns `ready` in the same transaction that queues the mail, so a run repeated after a crash sends no second mail.
 */
export default class ExportPortalGuestsJob extends Job<Payload> {
  static jobName = 'portal.export_guests'
  static queue = 'exports'
  static attempts = 4

  handle({ exportId, publicUrl }: Payload) {
    return runWithPublicUrl(publicUrl, () => this.#export(exportId))
  }

  async #export(exportId: number) {
    const row = await db.from('portal_exports').where('id', exportId).first()
    if (!row || row.status !== 'queued') return
    const requester = await db
      .from('users')
      .where('id', row.requested_by)
      .select('id', 'email')
      .first()
    const venue = await db
      .from('portals')
      .join('locations', 'locations.id', 'portals.location_id')
      .where('portals.id', row.portal_id)
      .select('locations.name')
      .first()
    if (!requester || !venue) return

    const guests = await db
      .from('portal_clients')
      .where('portal_id', row.portal_id)
      .orderBy('first_seen_at')
      .orderBy('id')
      .select(...EXPORT_COLUMNS)
    const path = join(`portal-exports/${row.portal_id}`, `${randomUUID()}.csv`)
    const target = join(uploadsRoot(), path)
    await mkdir(dirname(target), { recursive: true })
    await writeFile(target, guestsCsv(guests), { mode: 0o600 })

    const { token, hash } = newSecretToken()
    try {
      await db.transaction(async (trx) => {
        const claimed = await trx
          .from('portal_exports')
          .where({ id: exportId, status: 'queued' })
          .update({
            status: 'ready',
            file_path: path,
            row_count: guests.length,
            token_hash: hash,
            expires_at: DateTime.now().plus({ days: EXPORT_LINK_DAYS }).toJSDate(),
            completed_at: new Date(),
          })
        if (Number(Array.isArray(claimed) ? claimed[0] : claimed) === 0) throw new AlreadyDone()
        await queueMail(
          portalExportMail({
            to: requester.email,
            userId: requester.id,
            language: row.language,
            venue: venue.name,
            rows: guests.length,
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
      .from('portal_exports')
      .where({ id: exportId, status: 'queued' })
      .update({ status: 'failed', completed_at: new Date() })
  }
}

/** Another run finished this export first. */
class AlreadyDone extends Error {}
