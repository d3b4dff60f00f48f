import type { HttpContext } from '@adonisjs/core/http'
import { routeId } from '#kernel/http/route_id'
import { publicBrand } from '#core/public_pages/public_brand'
import { isPublicLanguage, type PublicLanguage } from '#core/public_pages/public_language'
import { newNonce } from '#core/public_pages/public_page'
import { readConfig, type StatusPageConfig } from '#core/status_pages/status_page_config'
import { designerSubject, subjectType } from '#core/status_pages/queries/designer_subject'
import { loadStatusPage } from '#core/status_pages/queries/status_page_record'
import { buildPublicStatus } from '#core/status_pages/queries/public_status'
import { partnerBrand, type StatusSubject } from '#core/status_pages/queries/status_subject'
import { publishStatusPage, saveStatusPageDraft } from '#core/status_pages/actions/save_status_page'
import { transformDesigner } from '#core/status_pages/transformers/status_page_designer_transformer'
import {
  statusLanguageQueryValidator,
  statusPageDraftValidator,
} from '#core/status_pages/validators/status_page_validators'
import { renderStatusPage } from '#core/status_pages/views/status_page_view'

const target = (ctx: HttpContext) => ({
  type: subjectType(ctx.params.type),
  id: routeId(ctx.params.id),
})

/** GET/PUT /status-pages/{type}/{id}, publish and preview: the designer of a venue's, customer's or group's page. */
export default class StatusPageDesignerController {
  async show(ctx: HttpContext) {
    const { type, id } = target(ctx)
    const { subject, canUpdate } = await designerSubject(ctx, type, id, 'read')
    return transformDesigner(subject, await loadStatusPage(subject), canUpdate)
  }

  async update(ctx: HttpContext) {
    const { type, id } = target(ctx)
    const { subject } = await designerSubject(ctx, type, id, 'update')
    await saveStatusPageDraft(subject, await ctx.request.validateUsing(statusPageDraftValidator))
    return transformDesigner(subject, await loadStatusPage(subject), true)
  }

  async publish(ctx: HttpContext) {
    const { type, id } = target(ctx)
    const { subject } = await designerSubject(ctx, type, id, 'update')
    await publishStatusPage(subject, ctx.auth.user!.id)
    return transformDesigner(subject, await loadStatusPage(subject), true)
  }

  /** The saved draft as the public page would show it. */
  async preview(ctx: HttpContext) {
    const { type, id } = target(ctx)
    const { subject } = await designerSubject(ctx, type, id, 'read')
    const { lang } = await ctx.request.validateUsing(statusLanguageQueryValidator, {
      data: ctx.request.qs(),
    })
    return { html: await previewHtml(ctx, subject, (await loadStatusPage(subject)).draft, lang) }
  }

  /** The designer's form as it stands, unsaved: the live preview beside the form. */
  async previewDraft(ctx: HttpContext) {
    const { type, id } = target(ctx)
    const { subject } = await designerSubject(ctx, type, id, 'read')
    const { lang } = await ctx.request.validateUsing(statusLanguageQueryValidator, {
      data: ctx.request.qs(),
    })
    const input = await ctx.request.validateUsing(statusPageDraftValidator)
    const stored = (await loadStatusPage(subject)).draft
    const draft = readConfig({
      ...stored,
      ...Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)),
    })
    return { html: await previewHtml(ctx, subject, draft, lang) }
  }
}

async function previewHtml(
  ctx: HttpContext,
  subject: StatusSubject,
  draft: StatusPageConfig,
  lang: PublicLanguage | undefined
) {
  const language = lang ?? (isPublicLanguage(subject.language) ? subject.language : 'en')
  const status = await buildPublicStatus(subject, draft, language)
  const brand = await publicBrand(
    ctx.request.hostname(),
    partnerBrand(subject),
    subject.brandingColor
  )
  return renderStatusPage(status, { brand, nonce: newNonce(), preview: true })
}
