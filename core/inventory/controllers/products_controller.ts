import type { HttpContext } from '@adonisjs/core/http'
import { paginated } from '#kernel/http/pagination'
import { routeId } from '#kernel/http/route_id'
import { AppException } from '#kernel/exceptions/app_exception'
import { createProduct, findProduct, updateProduct } from '#core/inventory/actions/save_product'
import {
  configProducts,
  listProducts,
  locationProducts,
} from '#core/inventory/queries/list_products'
import { transformProduct } from '#core/inventory/transformers/product_transformer'
import {
  createProductValidator,
  listProductsValidator,
  updateProductValidator,
} from '#core/inventory/validators/product_validators'
import Location from '#core/locations/models/location'

/** The product catalogue (admin only, routes.ts). */
export default class ProductsController {
  async index(ctx: HttpContext) {
    const filters = await ctx.request.validateUsing(listProductsValidator, {
      data: ctx.request.qs(),
    })
    return paginated(await listProducts(filters), transformProduct)
  }

  async store(ctx: HttpContext) {
    const product = await createProduct(await ctx.request.validateUsing(createProductValidator))
    await product.load('supplier')
    ctx.response.status(201)
    return transformProduct(product)
  }

  async show(ctx: HttpContext) {
    const product = await findProduct(ctx.params.id)
    await product.load('supplier')
    return transformProduct(product)
  }

  async update(ctx: HttpContext) {
    const product = await updateProduct(
      await findProduct(ctx.params.id),
      await ctx.request.validateUsing(updateProductValidator)
    )
    await product.load('supplier')
    return transformProduct(product)
  }

  async config() {
    return { data: (await configProducts().preload('supplier')).map(transformProduct) }
  }

  async forLocation(ctx: HttpContext) {
    const location = await Location.find(routeId(ctx.params.id))
    if (!location) throw AppException.notFound()
    return { data: await locationProducts(location.id) }
  }
}
