import type { HttpContext } from '@adonisjs/core/http'
import { requestAccess } from '#core/access/services/request_access'
import { findVisibleCustomer } from '#core/customers/queries/customer_queries'
import { customerPolicy } from '#core/customers/policies/customer_policy'
import { storeCustomerLogo } from '#core/customers/actions/store_customer_logo'
import { transformCustomer } from '#core/customers/transformers/customer_transformer'
import { readUpload } from '#kernel/storage/uploads'
import { routeId } from '#kernel/http/route_id'
import { AppException } from '#kernel/exceptions/app_exception'

export default class CustomerLogoController {
  /** The logo, only to those who may read the customer. */
  async show(ctx: HttpContext) {
    const access = await requestAccess(ctx)
    const customer = await findVisibleCustomer(access, routeId(ctx.params.id))
    if (!customer.logoPath) throw AppException.notFound()
    const file = await readUpload(customer.logoPath).catch(() => {
      throw AppException.notFound()
    })
    ctx.response.header('content-type', file.mime)
    ctx.response.header('cache-control', 'private, max-age=86400')
    ctx.response.header('x-content-type-options', 'nosniff')
    return ctx.response.send(file.body)
  }

  async store(ctx: HttpContext) {
    const access = await requestAccess(ctx)
    const customer = await findVisibleCustomer(access, routeId(ctx.params.id))
    if (!(await customerPolicy.update(access, customer))) throw AppException.forbidden()
    await storeCustomerLogo(customer, ctx.request.file('logo'))
    return transformCustomer(customer, await access.permissionsOn('customer', customer.id))
  }
}
