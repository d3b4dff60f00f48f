import type { HttpContext } from '@adonisjs/core/http'
import { requestAccess } from '#core/access/services/request_access'
import { findVisibleCustomer } from '#core/customers/queries/customer_queries'
import { customerPolicy } from '#core/customers/policies/customer_policy'
import { transformCustomer } from '#core/customers/transformers/customer_transformer'
import { replaceImage, sendUpload } from '#kernel/storage/uploads'
import { routeId } from '#kernel/http/route_id'
import { AppException } from '#kernel/exceptions/app_exception'

export default class CustomerLogoController {
  /** The logo, only to those who may read the customer. */
  async show(ctx: HttpContext) {
    const access = await requestAccess(ctx)
    const customer = await findVisibleCustomer(access, routeId(ctx.params.id))
    return sendUpload(ctx, customer.logoPath)
  }

  async store(ctx: HttpContext) {
    const access = await requestAccess(ctx)
    const customer = await findVisibleCustomer(access, routeId(ctx.params.id))
    if (!(await customerPolicy.update(access, customer))) throw AppException.forbidden()
    await replaceImage(customer, ctx.request.file('logo'), `customers/${customer.id}`, 'customer')
    return transformCustomer(customer, await access.permissionsOn('customer', customer.id), {
      stripeIds: access.isAdmin,
    })
  }
}
