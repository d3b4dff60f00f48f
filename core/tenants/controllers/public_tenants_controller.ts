import type { HttpContext } from '@adonisjs/core/http'
import { AppException } from '#kernel/exceptions/app_exception'
import { newNonce, sendPublicPage } from '#core/public_pages/public_page'
import { publicBrand } from '#core/public_pages/public_brand'
import {
  isPublicLanguage,
  publicLanguage,
  type PublicLanguage,
} from '#core/public_pages/public_language'
import { publicTenant } from '#core/tenants/queries/public_tenant'
import { renderMissingPage, renderTenantPage } from '#core/tenants/pages/tenant_page'

/** `?lang=` when it is one of ours, else the tenant's own language (the page is theirs alone). */
function pageLanguage(ctx: HttpContext, tenantLanguage: string): PublicLanguage {
  const asked = ctx.request.qs().lang
  if (isPublicLanguage(asked)) return asked
  return isPublicLanguage(tenantLanguage) ? tenantLanguage : publicLanguage(ctx)
}

/** The tenant's own page and its JSON, by the unguessable id of the tenant's mail (anyone holding it). */
export default class PublicTenantsController {
  async show(ctx: HttpContext) {
    ctx.response.header('Cache-Control', 'no-store')
    ctx.response.header('Referrer-Policy', 'no-referrer')
    return (await publicTenant(ctx.params.publicId)).view
  }

  async page(ctx: HttpContext) {
    const nonce = newNonce()
    const brand = await publicBrand(ctx.request.hostname())
    try {
      const { language, view } = await publicTenant(ctx.params.publicId)
      return sendPublicPage(
        ctx,
        renderTenantPage({ lang: pageLanguage(ctx, language), brand, nonce }, view),
        nonce
      )
    } catch (error) {
      if (!(error instanceof AppException) || error.code !== 'E_INVALID_PUBLIC_ID') throw error
      return sendPublicPage(
        ctx,
        renderMissingPage({ lang: publicLanguage(ctx), brand, nonce }),
        nonce,
        404
      )
    }
  }
}
