import type { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import { requestAccess } from '#core/access/services/request_access'
import { findVisibleLocation } from '#core/locations/queries/location_queries'
import { installationReportPolicy } from '#core/installation_reports/policies/installation_report_policy'
import {
  allInstallationReports,
  findInstallationReport,
  listInstallationReports,
} from '#core/installation_reports/queries/list_installation_reports'
import {
  changeInstallationPhotos,
  createInstallationReport,
} from '#core/installation_reports/actions/save_installation_report'
import {
  PHOTO_REQUEST_LIMIT,
  reportFolder,
  storeReportPhotos,
} from '#core/installation_reports/services/report_photos'
import { installationReportPdf } from '#core/installation_reports/services/installation_report_pdf'
import { transformInstallationReport } from '#core/installation_reports/transformers/installation_report_transformer'
import {
  installationPhotosValidator,
  installationReportValidator,
  withList,
} from '#core/installation_reports/validators/installation_report_validators'
import { pageQueryValidator } from '#core/customers/validators/list_query_validator'
import InstallationReportPhoto from '#core/installation_reports/models/installation_report_photo'
import { AppException } from '#kernel/exceptions/app_exception'
import { paginated } from '#kernel/http/pagination'
import { routeId } from '#kernel/http/route_id'
import { sendUpload } from '#kernel/storage/uploads'
import {
  receiveMultipart,
  removeTemporaryFiles,
  uploadedFiles,
} from '#kernel/storage/streamed_multipart'

/** Installation reports (spec §3, §7): admins and installers write them, whoever reads the venue reads them. */
export default class InstallationReportsController {
  async index(ctx: HttpContext) {
    const location = await findVisibleLocation(await requestAccess(ctx), routeId(ctx.params.id))
    const { page, perPage } = await ctx.request.validateUsing(pageQueryValidator, {
      data: ctx.request.qs(),
    })
    return paginated(
      await listInstallationReports(location.id, page, perPage),
      transformInstallationReport
    )
  }

  async store(ctx: HttpContext) {
    const location = await this.#writableLocation(ctx)
    return this.#withUpload(ctx, async () => {
      const fields = await ctx.request.validateUsing(installationReportValidator)
      const photos = await storeReportPhotos(ctx.request.files('photos'), reportFolder(location.id))
      const report = await createInstallationReport(location, ctx.auth.user!, fields, photos)
      ctx.response.status(201)
      return transformInstallationReport(await findInstallationReport(location.id, report.id))
    })
  }

  async changePhotos(ctx: HttpContext) {
    const location = await this.#writableLocation(ctx)
    return this.#withUpload(ctx, async () => {
      const report = await findInstallationReport(location.id, routeId(ctx.params.logId))
      const { remove } = await ctx.request.validateUsing(installationPhotosValidator, {
        data: withList(ctx.request.body(), 'remove'),
      })
      const photos = await storeReportPhotos(ctx.request.files('photos'), reportFolder(location.id))
      await changeInstallationPhotos(report, photos, remove ?? [])
      return transformInstallationReport(await findInstallationReport(location.id, report.id))
    })
  }

  async photo(ctx: HttpContext) {
    const location = await findVisibleLocation(await requestAccess(ctx), routeId(ctx.params.id))
    const photo = await InstallationReportPhoto.query()
      .join(
        'installation_reports',
        'installation_reports.id',
        'installation_report_photos.report_id'
      )
      .where('installation_reports.location_id', location.id)
      .where('installation_reports.id', routeId(ctx.params.logId))
      .where('installation_report_photos.id', routeId(ctx.params.photoId))
      .select('installation_report_photos.*')
      .first()
    if (!photo) throw AppException.notFound()
    return sendUpload(ctx, ctx.request.qs().size === 'thumb' ? photo.thumbPath : photo.path)
  }

  async export(ctx: HttpContext) {
    const location = await findVisibleLocation(await requestAccess(ctx), routeId(ctx.params.id))
    const customer = await db.from('customers').where('id', location.customerId).first()
    const pdf = await installationReportPdf(
      location.venueName || location.name,
      await allInstallationReports(location.id),
      customer?.language ?? 'en'
    )
    ctx.response.header('content-type', 'application/pdf')
    ctx.response.header(
      'content-disposition',
      `attachment; filename="installation-report-${location.id}.pdf"`
    )
    return ctx.response.send(pdf)
  }

  async #writableLocation(ctx: HttpContext) {
    const access = await requestAccess(ctx)
    const location = await findVisibleLocation(access, routeId(ctx.params.id))
    if (!installationReportPolicy.write(access)) throw AppException.forbidden()
    return location
  }

  /** Reads the streamed upload, runs `work`, and always removes the temporary files. */
  async #withUpload<T>(ctx: HttpContext, work: () => Promise<T>) {
    try {
      await receiveMultipart(ctx, PHOTO_REQUEST_LIMIT)
      return await work()
    } finally {
      await removeTemporaryFiles(uploadedFiles(ctx))
    }
  }
}
