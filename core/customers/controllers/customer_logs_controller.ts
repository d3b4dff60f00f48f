import type { HttpContext } from '@adonisjs/core/http'
import { requestAccess } from '#core/access/services/request_access'
import { findVisibleCustomer } from '#core/customers/queries/customer_queries'
import { customerPolicy } from '#core/customers/policies/customer_policy'
import { createCustomerLog, deleteCustomerLog } from '#core/customers/actions/customer_logs'
import { transformCustomerLog } from '#core/customers/transformers/customer_log_transformer'
import { customerLogValidator } from '#core/customers/validators/customer_validators'
import CustomerLog from '#core/customers/models/customer_log'
import { listQueryValidator } from '#core/customers/validators/list_query_validator'
import { routeId } from '#kernel/http/route_id'
import { paginated, DEFAULT_PER_PAGE } from '#kernel/http/pagination'
import { AppException } from '#kernel/exceptions/app_exception'

/**
 * Notes about a customer: readers of the customer read them, editors write
 * them; a note is deleted by its author or an admin.
 */
export default class CustomerLogsController {
  async index(ctx: HttpContext) {
    const access = await requestAccess(ctx)
    const customer = await findVisibleCustomer(access, routeId(ctx.params.id))
    const { page, perPage } = await ctx.request.validateUsing(listQueryValidator, {
      data: ctx.request.qs(),
    })
    const logs = await CustomerLog.query()
      .where('customer_id', customer.id)
      .preload('user')
      .orderBy('date', 'desc')
      .orderBy('id', 'desc')
      .paginate(page ?? 1, perPage ?? DEFAULT_PER_PAGE)
    return paginated(logs, transformCustomerLog)
  }

  async store(ctx: HttpContext) {
    const access = await requestAccess(ctx)
    const customer = await findVisibleCustomer(access, routeId(ctx.params.id))
    if (!(await customerPolicy.update(access, customer))) throw AppException.forbidden()
    const log = await createCustomerLog(
      customer,
      access.user,
      await ctx.request.validateUsing(customerLogValidator)
    )
    await log.load('user')
    return ctx.response.created(transformCustomerLog(log))
  }

  async destroy(ctx: HttpContext) {
    const access = await requestAccess(ctx)
    const customer = await findVisibleCustomer(access, routeId(ctx.params.id))
    const log = await CustomerLog.query()
      .where('customer_id', customer.id)
      .where('id', routeId(ctx.params.logId))
      .first()
    if (!log) throw AppException.notFound()
    const mayDelete =
      access.isAdmin ||
      (log.userId === access.user.id && (await customerPolicy.update(access, customer)))
    if (!mayDelete) throw AppException.forbidden()
    await deleteCustomerLog(log)
    return ctx.response.noContent()
  }
}
