import type { HttpContext } from '@adonisjs/core/http'
import vine from '@vinejs/vine'
import { AppException } from '#kernel/exceptions/app_exception'
import { publicBrand } from '#core/public_pages/public_brand'
import { isPublicLanguage, publicLanguage } from '#core/public_pages/public_language'
import { newNonce, sendPublicPage } from '#core/public_pages/public_page'
import { requestGuestData } from '#core/portal/guest_data/actions/request_guest_data'
import {
  deleteGuestData,
  downloadGuestData,
} from '#core/portal/guest_data/actions/use_guest_data_link'
import { requestForLink } from '#core/portal/guest_data/queries/guest_data_request_queries'
import { guestDataCsv } from '#core/portal/guest_data/services/guest_data_export'
import { isGuestDataKind } from '#core/portal/guest_data/guest_data_constants'
import { forgetGuest } from '#core/portal/sign_in/services/returning_guest_cookie'
import { guestTranslator } from '#core/portal/guest_data/pages/guest_page'
import {
  renderConfirm,
  renderDeleted,
  renderLinkProblem,
  renderLinkSent,
  renderMyDataForm,
  renderThrottled,
} from '#core/portal/guest_data/pages/my_data_pages'

const emailValidator = vine.create({ email: vine.string().trim().maxLength(254).email() })
const PROBLEM_STATUS = { invalid: 404, expired: 410, used: 410 } as const

/** The page's language: the form's hidden field on a POST, else `?lang=`, the browser's, English. */
async function pageOf(ctx: HttpContext) {
  const asked = ctx.request.input('lang')
  const lang = isPublicLanguage(asked) ? asked : publicLanguage(ctx)
  return { lang, brand: await publicBrand(ctx.request.hostname()), nonce: newNonce() }
}

const csrfOf = (ctx: HttpContext) =>
  String((ctx.request as unknown as { csrfToken?: string }).csrfToken ?? '')

/** /mydata (spec §2): a guest asks, by e-mail, for a copy of their data or its deletion; the mailed link confirms. */
export default class MyDataController {
  async form(ctx: HttpContext) {
    const page = await pageOf(ctx)
    const html =
      ctx.request.qs().sent === '1'
        ? renderLinkSent(page)
        : renderMyDataForm(page, { csrfToken: csrfOf(ctx) })
    return sendPublicPage(ctx, html, page.nonce)
  }

  /** Always the same answer for a well-formed request (Post/Redirect/Get): "if we hold data, a link was sent". */
  async submit(ctx: HttpContext) {
    const page = await pageOf(ctx)
    const t = guestTranslator(page.lang)
    const typed = ctx.request.input('email')
    const kind = ctx.request.input('kind')
    const [invalid, valid] = await emailValidator.tryValidate({
      email: typeof typed === 'string' ? typed : '',
    })
    const errors = {
      email: invalid ? t('mydata.errors.email') : undefined,
      kind: isGuestDataKind(kind) ? undefined : t('mydata.errors.kind'),
    }
    if (!valid || !isGuestDataKind(kind)) {
      const form = {
        csrfToken: csrfOf(ctx),
        email: typeof typed === 'string' ? typed.slice(0, 254) : '',
        kind: String(kind ?? ''),
        errors,
      }
      return sendPublicPage(ctx, renderMyDataForm(page, form), page.nonce, 422)
    }
    try {
      await requestGuestData(
        { email: valid.email.toLowerCase(), kind, language: page.lang },
        ctx.request.ip()
      )
    } catch (error) {
      if (!(error instanceof AppException) || error.status !== 429) throw error
      const seconds = Number(error.data?.seconds ?? 60)
      ctx.response.header('Retry-After', String(seconds))
      return sendPublicPage(ctx, renderThrottled(page, seconds), page.nonce, 429)
    }
    return ctx.response.redirect().status(303).toPath(`/mydata?sent=1&lang=${page.lang}`)
  }

  /** The mailed link: shows what confirming does; nothing happens until the guest presses the button. */
  async link(ctx: HttpContext) {
    const page = await pageOf(ctx)
    const kind = ctx.params.type
    if (!isGuestDataKind(kind))
      return sendPublicPage(ctx, renderLinkProblem(page, 'invalid'), page.nonce, 404)
    const found = await requestForLink(ctx.request.qs().token, kind)
    if ('problem' in found)
      return sendPublicPage(
        ctx,
        renderLinkProblem(page, found.problem),
        page.nonce,
        PROBLEM_STATUS[found.problem]
      )
    return sendPublicPage(
      ctx,
      renderConfirm(page, kind, ctx.request.qs().token, csrfOf(ctx)),
      page.nonce
    )
  }

  async confirm(ctx: HttpContext) {
    const page = await pageOf(ctx)
    const kind = ctx.params.type
    const token = ctx.request.input('token')
    if (kind === 'delete') {
      const result = await deleteGuestData(token)
      if ('problem' in result)
        return sendPublicPage(
          ctx,
          renderLinkProblem(page, result.problem),
          page.nonce,
          PROBLEM_STATUS[result.problem]
        )
      for (const publicId of result.publicIds) forgetGuest(ctx, publicId)
      return sendPublicPage(ctx, renderDeleted(page), page.nonce)
    }
    if (kind !== 'download')
      return sendPublicPage(ctx, renderLinkProblem(page, 'invalid'), page.nonce, 404)
    const result = await downloadGuestData(token)
    if ('problem' in result)
      return sendPublicPage(
        ctx,
        renderLinkProblem(page, result.problem),
        page.nonce,
        PROBLEM_STATUS[result.problem]
      )
    const csv = ctx.request.input('format') === 'csv'
    ctx.response.header(
      'content-type',
      csv ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8'
    )
    ctx.response.header(
      'content-disposition',
      `attachment; filename="my-guest-wifi-data.${csv ? 'csv' : 'json'}"`
    )
    ctx.response.header('cache-control', 'no-store')
    ctx.response.header('x-content-type-options', 'nosniff')
    return ctx.response.send(csv ? guestDataCsv(result.data) : JSON.stringify(result.data, null, 2))
  }
}
