import type { HttpContext } from '@adonisjs/core/http'
import Brand from '#core/brands/models/brand'

/** Brand configuration for the web app, found by the host's first label; `{}` when unknown. */
export default class InitController {
  async show({ params, response }: HttpContext) {
    response.header('cache-control', 'public, max-age=300')
    const slug = String(params.brand ?? '').toLowerCase()
    if (!/^[a-z0-9-]{1,63}$/.test(slug)) return {}
    const brand = await Brand.findBy('slug', slug)
    if (!brand) return {}
    return { name: brand.name, main_color: brand.mainColor, icon_path: brand.iconPath }
  }
}
