import type { HttpContext } from '@adonisjs/core/http'
import { sendUpload } from '#kernel/storage/uploads'
import { AppException } from '#kernel/exceptions/app_exception'
import { invalidPublicId, looksLikePublicId } from '#core/status_pages/queries/find_public_subject'
import { loadPublicSubject } from '#core/status_pages/queries/status_subject'
import { publishedConfigOf } from '#core/status_pages/queries/status_page_record'
import { publishedStatus } from '#core/status_pages/queries/published_page'

/** GET /public/status/{id}, …/devicegroups and …/logo: what the public page shows, for anyone with the id. */
export default class PublicStatusController {
  async show(ctx: HttpContext) {
    const { status } = await publishedStatus(ctx, ctx.params.id)
    ctx.response.header('cache-control', 'public, max-age=15')
    ctx.response.header('vary', 'Accept-Language')
    return status
  }

  async deviceGroups(ctx: HttpContext) {
    const { status } = await publishedStatus(ctx, ctx.params.id)
    ctx.response.header('cache-control', 'public, max-age=15')
    ctx.response.header('vary', 'Accept-Language')
    return { data: status.device_groups }
  }

  async logo(ctx: HttpContext) {
    if (!looksLikePublicId(ctx.params.id)) throw invalidPublicId()
    const found = await loadPublicSubject(ctx.params.id)
    if (!found) throw invalidPublicId()
    if (!publishedConfigOf(found.subject, found.published).show_logo || !found.subject.logoPath)
      throw AppException.notFound()
    return sendUpload(ctx, found.subject.logoPath)
  }
}
