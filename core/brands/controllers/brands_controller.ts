import type { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import Brand from '#core/brands/models/brand'
import { createBrandValidator, updateBrandValidator } from '#core/brands/brand_validators'
import { saveBrand } from '#core/brands/actions/save_brand'
import { transformBrand } from '#core/brands/brand_transformer'
import { routeId } from '#kernel/http/route_id'

async function answer(brand: Brand) {
  const partner = brand.partnerId
    ? await db.from('partners').where('id', brand.partnerId).select('id', 'name').first()
    : null
  return transformBrand(brand, partner ? { id: partner.id, name: partner.name } : null)
}

/** Admin area: the white-label brands (host label, colours, logo, mail sender name). */
export default class BrandsController {
  async index() {
    const brands = await Brand.query().orderBy('name').orderBy('id')
    const partners = new Map<number, { id: number; name: string }>(
      (
        await db
          .from('partners')
          .whereIn(
            'id',
            brands.flatMap((brand) => (brand.partnerId ? [brand.partnerId] : []))
          )
          .select('id', 'name')
      ).map((row) => [row.id, { id: row.id, name: row.name }])
    )
    return {
      data: brands.map((brand) =>
        transformBrand(brand, brand.partnerId ? (partners.get(brand.partnerId) ?? null) : null)
      ),
    }
  }

  async store({ request, response }: HttpContext) {
    const input = await request.validateUsing(createBrandValidator)
    const brand = await saveBrand(null, input, request.file('logo'))
    response.status(201)
    return answer(brand)
  }

  async update({ params, request }: HttpContext) {
    const input = await request.validateUsing(updateBrandValidator)
    return answer(await saveBrand(routeId(params.id), input, request.file('logo')))
  }
}
