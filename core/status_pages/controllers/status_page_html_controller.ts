import type { HttpContext } from '@adonisjs/core/http'
import { AppException } from '#kernel/exceptions/app_exception'
import { defaultBrand, publicBrand } from '#core/public_pages/public_brand'
import { publicLanguage } from '#core/public_pages/public_language'
import { newNonce, sendPublicPage } from '#core/public_pages/public_page'
import {
  findPublicSubject,
  looksLikePublicId,
  venuePublicIdByStatusCode,
} from '#core/status_pages/queries/find_public_subject'
import { normalizeStatusCode } from '#core/status_pages/status_code'
import { partnerBrand } from '#core/status_pages/queries/status_subject'
import { publishedStatus } from '#core/status_pages/queries/published_page'
import { codeFromInput, renderStatusCodePage } from '#core/status_pages/views/status_code_page'
import { renderStatusPage } from '#core/status_pages/views/status_page_view'

const isInvalidId = (error: unknown) =>
  error instanceof AppException && error.code === 'E_INVALID_PUBLIC_ID'

/** The public pages /status (asks for the venue's short code or public id) and /status/{id}, rendered on the server. */
export default class StatusPageHtmlController {
  async ask(ctx: HttpContext) {
    const nonce = newNonce()
    const lang = publicLanguage(ctx)
    const brand = await publicBrand(ctx.request.hostname())
    const typed = ctx.request.qs().code
    if (typed === undefined)
      return sendPublicPage(ctx, renderStatusCodePage({ lang, brand, nonce }), nonce)
    const code = codeFromInput(typed)
    if (looksLikePublicId(code)) {
      try {
        await findPublicSubject(code)
        return ctx.response.redirect(`/status/${code}?lang=${lang}`)
      } catch (error) {
        if (!isInvalidId(error)) throw error
      }
    }
    // The venue's short code (the label prints it for typing; the QR code carries the public id).
    const short = normalizeStatusCode(code)
    const publicId = short ? await venuePublicIdByStatusCode(short) : null
    if (publicId) return ctx.response.redirect(`/status/${publicId}?lang=${lang}`)
    return sendPublicPage(
      ctx,
      renderStatusCodePage({
        lang,
        brand,
        nonce,
        code: String(typed).slice(0, 200),
        invalid: true,
      }),
      nonce,
      404
    )
  }

  async show(ctx: HttpContext) {
    const nonce = newNonce()
    try {
      const { subject, status } = await publishedStatus(ctx, ctx.params.id)
      const brand = await publicBrand(
        ctx.request.hostname(),
        partnerBrand(subject),
        subject.brandingColor
      )
      return sendPublicPage(ctx, await renderStatusPage(status, { brand, nonce }), nonce)
    } catch (error) {
      if (!isInvalidId(error)) throw error
      const lang = publicLanguage(ctx)
      const brand = await publicBrand(ctx.request.hostname()).catch(() => defaultBrand())
      return sendPublicPage(
        ctx,
        renderStatusCodePage({ lang, brand, nonce, invalid: true }),
        nonce,
        404
      )
    }
  }
}
