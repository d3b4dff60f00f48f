import InstallationReport from '#core/installation_reports/models/installation_report'
import { AppException } from '#kernel/exceptions/app_exception'
import { DEFAULT_PER_PAGE } from '#kernel/http/pagination'

/** A venue's reports, newest first, with their photos and authors. */
export function listInstallationReports(locationId: number, page = 1, perPage = DEFAULT_PER_PAGE) {
  return InstallationReport.query()
    .where('location_id', locationId)
    .preload('photos', (photos) => {
      void photos.orderBy('id')
    })
    .preload('user')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .paginate(page, perPage)
}

/** Every report of a venue, oldest first (the PDF tells the story in order). */
export function allInstallationReports(locationId: number) {
  return InstallationReport.query()
    .where('location_id', locationId)
    .preload('photos', (photos) => {
      void photos.orderBy('id')
    })
    .preload('user')
    .orderBy('created_at')
    .orderBy('id')
}

export async function findInstallationReport(locationId: number, reportId: number) {
  const report = await InstallationReport.query()
    .where('location_id', locationId)
    .where('id', reportId)
    .preload('photos', (photos) => {
      void photos.orderBy('id')
    })
    .preload('user')
    .first()
  if (!report) throw AppException.notFound()
  return report
}
