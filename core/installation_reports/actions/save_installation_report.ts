import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type Location from '#core/locations/models/location'
import type User from '#core/users/models/user'
import InstallationReport from '#core/installation_reports/models/installation_report'
import InstallationReportPhoto from '#core/installation_reports/models/installation_report_photo'
import { recordAudit } from '#kernel/audit/audit'
import { removeStoredPhotos, type StoredPhoto } from '#kernel/storage/photos'
import { removeUpload } from '#kernel/storage/uploads'

interface ReportFields {
  bridgePresent: boolean
  failoverPresent: boolean
  guestWifiOk: boolean
  notes?: string
}

function addPhotos(reportId: number, photos: StoredPhoto[], trx: TransactionClientContract) {
  return InstallationReportPhoto.createMany(
    photos.map((photo) => ({ reportId, ...photo })),
    { client: trx }
  )
}

/** The venue's latest report, summarised on the venue (spec §1 Location "installation report"). */
async function summarise(report: InstallationReport, trx: TransactionClientContract) {
  const photos = await trx
    .from('installation_report_photos')
    .where('report_id', report.id)
    .count('* as n')
  await trx
    .from('locations')
    .where('id', report.locationId)
    .update({
      installation_report: JSON.stringify({
        report_id: report.id,
        bridge_present: report.bridgePresent,
        failover_present: report.failoverPresent,
        guest_wifi_ok: report.guestWifiOk,
        photos: Number(photos[0].n),
        created_at: report.createdAt.toISO(),
      }),
    })
}

/** Records a report with its already stored photos, in the venue's history; the photos go if the rows fail. */
export async function createInstallationReport(
  location: Location,
  author: User,
  fields: ReportFields,
  photos: StoredPhoto[]
) {
  try {
    return await db.transaction(async (trx) => {
      const report = await InstallationReport.create(
        { locationId: location.id, userId: author.id, ...fields, notes: fields.notes ?? null },
        { client: trx }
      )
      await addPhotos(report.id, photos, trx)
      await summarise(report, trx)
      await recordAudit(
        {
          action: 'location.installation_reported',
          objectType: 'location',
          objectId: location.id,
          newValues: {
            report_id: report.id,
            bridge_present: fields.bridgePresent,
            failover_present: fields.failoverPresent,
            guest_wifi_ok: fields.guestWifiOk,
            photos: photos.length,
          },
        },
        trx
      )
      return report
    })
  } catch (error) {
    await removeStoredPhotos(photos)
    throw error
  }
}

/** Adds photos to a report and removes the named ones (files after the rows are gone). */
export async function changeInstallationPhotos(
  report: InstallationReport,
  added: StoredPhoto[],
  removeIds: number[]
) {
  let removed: InstallationReportPhoto[] = []
  try {
    await db.transaction(async (trx) => {
      removed = await InstallationReportPhoto.query({ client: trx })
        .where('report_id', report.id)
        .whereIn('id', removeIds)
      if (removed.length > 0)
        await trx
          .from('installation_report_photos')
          .whereIn(
            'id',
            removed.map((photo) => photo.id)
          )
          .delete()
      await addPhotos(report.id, added, trx)
      await summarise(report, trx)
      await recordAudit(
        {
          action: 'location.installation_photos_changed',
          objectType: 'location',
          objectId: report.locationId,
          newValues: { report_id: report.id, added: added.length, removed: removed.length },
        },
        trx
      )
    })
  } catch (error) {
    await removeStoredPhotos(added)
    throw error
  }
  for (const photo of removed)
    await Promise.all([removeUpload(photo.path), removeUpload(photo.thumbPath)])
}
