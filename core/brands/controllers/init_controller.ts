import type { HttpContext } from '@adonisjs/core/http'
import Brand from '#core/brands/models/brand'
import { brandInit } from '#core/brands/brand_transformer'
import { sendUpload } from '#kernel/storage/uploads'

const SLUG = /^[a-z0-9-]{1,63}$/

function brandOf(params: Record<string, unknown>) {
  const slug = String(params.brand ?? '').toLowerCase()
  return SLUG.test(slug) ? Brand.findBy('slug', slug) : null
}

/** Brand configuration for the web app, found by the host's first label; `{}` when unknown. */
export default class InitController {
  async show({ params, response }: HttpContext) {
    response.header('cache-control', 'public, max-age=300')
    const brand = await brandOf(params)
    return brand ? brandInit(brand) : {}
  }

  /** The uploaded logo: public, it is shown on the brand's sign-in page before anyone signs in. */
  async logo(ctx: HttpContext) {
    const brand = await brandOf(ctx.params)
    return sendUpload(ctx, brand?.logoPath)
  }
}
