import type { HttpContext } from '@adonisjs/core/http'
import { requestAccess } from '#core/access/services/request_access'
import { UserAccess } from '#core/access/services/user_access'
import { findVisibleCustomer, listCustomers } from '#core/customers/queries/customer_queries'
import { customerPolicy } from '#core/customers/policies/customer_policy'
import { transformCustomer } from '#core/customers/transformers/customer_transformer'
import { updateCustomer } from '#core/customers/actions/update_customer'
import { createCustomer } from '#core/customers/actions/create_customer'
import { deleteCustomer } from '#core/customers/actions/delete_customer'
import {
  adminCreateCustomerValidator,
  adminUpdateCustomerValidator,
  createCustomerValidator,
  listCustomersValidator,
  updateCustomerValidator,
} from '#core/customers/validators/customer_validators'
import { routeId } from '#kernel/http/route_id'
import { paginated } from '#kernel/http/pagination'
import { AppException } from '#kernel/exceptions/app_exception'

export default class CustomersController {
  async index(ctx: HttpContext) {
    const filters = await ctx.request.validateUsing(listCustomersValidator, {
      data: ctx.request.qs(),
    })
    const access = await requestAccess(ctx)
    return paginated(await listCustomers(access, filters), (customer) =>
      transformCustomer(customer, undefined, { stripeIds: access.isAdmin })
    )
  }

  async store(ctx: HttpContext) {
    const access = await requestAccess(ctx)
    // Validate before the policy looks at group_id: a malformed id is a field error, not a 403.
    const validator = customerPolicy.manageBilling(access)
      ? adminCreateCustomerValidator
      : createCustomerValidator
    const input = await ctx.request.validateUsing(validator, { meta: {} })
    if (!(await customerPolicy.create(access, input.group_id ?? null)))
      throw AppException.forbidden()
    const customer = await createCustomer(access.user, input)
    await customer.load('group')
    // Re-read the grants: a partner just received one on this customer.
    const fresh = await UserAccess.for(access.user)
    return ctx.response.created(
      transformCustomer(customer, await fresh.permissionsOn('customer', customer.id), {
        stripeIds: access.isAdmin,
      })
    )
  }

  async show(ctx: HttpContext) {
    const access = await requestAccess(ctx)
    const customer = await findVisibleCustomer(access, routeId(ctx.params.id))
    return transformCustomer(customer, await access.permissionsOn('customer', customer.id), {
      stripeIds: access.isAdmin,
    })
  }

  async update(ctx: HttpContext) {
    const access = await requestAccess(ctx)
    const customer = await findVisibleCustomer(access, routeId(ctx.params.id))
    if (!(await customerPolicy.update(access, customer))) throw AppException.forbidden()
    const validator = customerPolicy.manageBilling(access)
      ? adminUpdateCustomerValidator
      : updateCustomerValidator
    const meta = { country: customer.country, invoiceCountry: customer.invoiceCountry }
    await updateCustomer(customer, await ctx.request.validateUsing(validator, { meta }))
    await customer.load('group')
    return transformCustomer(customer, await access.permissionsOn('customer', customer.id), {
      stripeIds: access.isAdmin,
    })
  }

  async destroy(ctx: HttpContext) {
    const access = await requestAccess(ctx)
    const customer = await findVisibleCustomer(access, routeId(ctx.params.id))
    if (!(await customerPolicy.delete(access, customer))) throw AppException.forbidden()
    await deleteCustomer(customer)
    return ctx.response.noContent()
  }
}
