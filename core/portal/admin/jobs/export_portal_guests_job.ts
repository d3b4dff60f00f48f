import { randomUUID } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import { Job } from '#kernel/jobs/job'
import { runWithPublicUrl } from '#kernel/http/public_url'
import { storageDisk } from '#kernel/storage/disk'
import { failMailedExport, runMailedExport, type ExportRow } from '#core/mail/mailed_export'
import { EXPORT_COLUMNS, guestsCsv } from '#core/portal/admin/portal_guests_csv'
import { EXPORT_LINK_DAYS, portalExportMail } from '#core/portal/admin/mails/portal_export_mail'

interface Payload {
  exportId: number
  /** The address the request chose for our links (publicUrl); older runs have none. */
  publicUrl?: string
}

/**
 * Builds the CSV of a portal's guests for a `portal_exports` row and mails its requester the download link
 * (see runMailedExport).
 */
export default class ExportPortalGuestsJob extends Job<Payload> {
  static jobName = 'portal.export_guests'
  static queue = 'exports'
  static attempts = 4

  handle({ exportId, publicUrl }: Payload) {
    return runWithPublicUrl(publicUrl, () =>
      runMailedExport(exportId, {
        table: 'portal_exports',
        linkDays: EXPORT_LINK_DAYS,
        build: buildGuestsCsv,
        mail: (row, { requester, venue, rows }, token) =>
          portalExportMail({
            to: requester.email,
            userId: requester.id,
            language: row.language,
            venue,
            rows,
            token,
          }),
      })
    )
  }

  failed({ exportId }: Payload) {
    return failMailedExport('portal_exports', exportId)
  }
}

async function buildGuestsCsv(row: ExportRow) {
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
  if (!requester || !venue) return null

  const guests = await db
    .from('portal_clients')
    .where('portal_id', row.portal_id)
    .orderBy('first_seen_at')
    .orderBy('id')
    .select(...EXPORT_COLUMNS)
  const path = `portal-exports/${row.portal_id}/${randomUUID()}.csv`
  await storageDisk().put(path, Buffer.from(guestsCsv(guests)))
  return {
    path,
    columns: { row_count: guests.length },
    built: { requester, venue: venue.name as string, rows: guests.length },
  }
}
