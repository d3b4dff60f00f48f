import type { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import { requestAccess } from '#core/access/services/request_access'
import { findVisibleLocation } from '#core/locations/queries/location_queries'
import { installationReportPolicy } from '#core/installation_reports/policies/installation_report_policy'
import LocationReportAttachment from '#core/location_reports/models/location_report_attachment'
import {
  addReportNote,
  changeReportNote,
  deleteReportNote,
} from '#core/location_reports/actions/save_report_note'
import {
  allReportNotes,
  findReportNote,
  listReportNotes,
} from '#core/location_reports/queries/list_report_notes'
import {
  ATTACHMENT_REQUEST_LIMIT,
  storeNoteAttachments,
} from '#core/location_reports/services/note_attachments'
import { reportNotesPdf } from '#core/location_reports/services/report_notes_pdf'
import { transformReportNote } from '#core/location_reports/transformers/report_note_transformer'
import {
  createReportNoteValidator,
  updateReportNoteValidator,
  withList,
} from '#core/location_reports/validators/report_note_validators'
import { pageQueryValidator } from '#core/customers/validators/list_query_validator'
import { AppException } from '#kernel/exceptions/app_exception'
import { paginated } from '#kernel/http/pagination'
import { routeId } from '#kernel/http/route_id'
import { sendAttachment, sendUpload } from '#kernel/storage/uploads'
import {
  receiveMultipart,
  removeTemporaryFiles,
  uploadedFiles,
} from '#kernel/storage/streamed_multipart'

/**
 * The installer's running notes on a venue with attached files (spec §7 `/locations/{id}/report`): admins and
 * installers write them (a note is changed or removed by its author or an admin); whoever reads the venue reads them.
 */
export default class LocationReportsController {
  async index(ctx: HttpContext) {
    const location = await findVisibleLocation(await requestAccess(ctx), routeId(ctx.params.id))
    const { page, perPage } = await ctx.request.validateUsing(pageQueryValidator, {
      data: ctx.request.qs(),
    })
    return paginated(await listReportNotes(location.id, page, perPage), transformReportNote)
  }

  async store(ctx: HttpContext) {
    const location = await this.#writableLocation(ctx)
    return this.#withUpload(ctx, async () => {
      const { body } = await ctx.request.validateUsing(createReportNoteValidator)
      const files = await storeNoteAttachments(ctx.request.files('attachments'), location.id)
      const note = await addReportNote(location, ctx.auth.user!, body, files)
      ctx.response.status(201)
      return transformReportNote(await findReportNote(location.id, note.id))
    })
  }

  async update(ctx: HttpContext) {
    const location = await this.#writableLocation(ctx)
    const note = await this.#ownNote(ctx, location.id)
    return this.#withUpload(ctx, async () => {
      const input = await ctx.request.validateUsing(updateReportNoteValidator, {
        data: withList(ctx.request.body(), 'remove'),
      })
      const files = await storeNoteAttachments(ctx.request.files('attachments'), location.id)
      await changeReportNote(note, input, files)
      return transformReportNote(await findReportNote(location.id, note.id))
    })
  }

  async destroy(ctx: HttpContext) {
    const location = await this.#writableLocation(ctx)
    await deleteReportNote(await this.#ownNote(ctx, location.id))
    return ctx.response.noContent()
  }

  async attachment(ctx: HttpContext) {
    const location = await findVisibleLocation(await requestAccess(ctx), routeId(ctx.params.id))
    const file = await LocationReportAttachment.query()
      .join(
        'location_report_notes',
        'location_report_notes.id',
        'location_report_attachments.note_id'
      )
      .where('location_report_notes.location_id', location.id)
      .where('location_report_notes.id', routeId(ctx.params.commentId))
      .where('location_report_attachments.id', routeId(ctx.params.attachmentId))
      .select('location_report_attachments.*')
      .first()
    if (!file) throw AppException.notFound()
    if (!file.thumbPath) return sendAttachment(ctx, file.path, file.originalName)
    return sendUpload(ctx, ctx.request.qs().size === 'thumb' ? file.thumbPath : file.path)
  }

  async export(ctx: HttpContext) {
    const location = await findVisibleLocation(await requestAccess(ctx), routeId(ctx.params.id))
    const customer = await db.from('customers').where('id', location.customerId).first()
    const pdf = await reportNotesPdf(
      location.venueName || location.name,
      await allReportNotes(location.id),
      customer?.language ?? 'en'
    )
    ctx.response.header('content-type', 'application/pdf')
    ctx.response.header('content-disposition', `attachment; filename="report-${location.id}.pdf"`)
    return ctx.response.send(pdf)
  }

  async #writableLocation(ctx: HttpContext) {
    const access = await requestAccess(ctx)
    const location = await findVisibleLocation(access, routeId(ctx.params.id))
    if (!installationReportPolicy.write(access)) throw AppException.forbidden()
    return location
  }

  async #ownNote(ctx: HttpContext, locationId: number) {
    const note = await findReportNote(locationId, routeId(ctx.params.commentId))
    const user = ctx.auth.user!
    if (!user.isAdmin && note.userId !== user.id) throw AppException.forbidden()
    return note
  }

  async #withUpload<T>(ctx: HttpContext, work: () => Promise<T>) {
    try {
      await receiveMultipart(ctx, ATTACHMENT_REQUEST_LIMIT)
      return await work()
    } finally {
      await removeTemporaryFiles(uploadedFiles(ctx))
    }
  }
}
