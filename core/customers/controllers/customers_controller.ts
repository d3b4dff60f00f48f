import type { HttpContext } from '@adonisjs/core/http'
import { requestAccess } from '#core/access/services/request_access'
import { findVisibleCustomer, listCustomers } from '#core/customers/queries/customer_queries'
import { customerPolicy } from '#core/customers/policies/customer_policy'
import { transformCustomer } from '#core/customers/transformers/customer_transformer'
import { updateCustomer } from '#core/customers/actions/update_customer'
import {
  adminUpdateCustomerValidator,
  listCustomersValidator,
  updateCustomerValidator,
} from '#core/customers/validators/customer_validators'
import { routeId } from '#kernel/http/route_id'
import { paginated } from '#kernel/http/pagination'
import { AppException } from '#kernel/exceptions/app_exception'

export default class CustomersController {
  async index(ctx: HttpContext) {
    const filters = await ctx.request.validateUsing(listCustomersValidator, { data: ctx.request.qs() })
    return paginated(await listCustomers(await requestAccess(ctx), filters), (customer) => transformCustomer(customer))
  }

  async show(ctx: HttpContext) {
    const id = routeId(ctx.params.id)
    const access = await requestAccess(ctx)
    const customer = await findVisibleCustomer(access, id)
    return transformCustomer(customer, await access.permissionsOn('customer', customer.id))
  }

  async update(ctx: HttpContext) {
    const id = routeId(ctx.params.id)
    const access = await requestAccess(ctx)
    const customer = await findVisibleCustomer(access, id)
    if (!(await customerPolicy.update(access, customer))) throw AppException.forbidden()
    const validator = customerPolicy.manageBilling(access) ? adminUpdateCustomerValidator : updateCustomerValidator
    await updateCustomer(customer, await ctx.request.validateUsing(validator))
    return transformCustomer(customer, await access.permissionsOn('customer', customer.id))
  }
}
