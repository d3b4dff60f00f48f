import type { HttpContext } from '@adonisjs/core/http'
import Customer from '#core/customers/models/customer'
import { routeId } from '#kernel/http/route_id'
import { saveWithAudit } from '#kernel/audit/save_with_audit'
import { supportAccessValidator } from '#core/impersonation/impersonation_validators'

/** A customer's choice whether platform support may sign in as its users (the route's access rule checks the keys). */
export default class SupportAccessController {
  async show({ params }: HttpContext) {
    const customer = await Customer.findOrFail(routeId(params.id))
    return { customer_id: customer.id, blocked: customer.supportAccessBlocked }
  }

  async update({ params, request }: HttpContext) {
    const { blocked } = await request.validateUsing(supportAccessValidator)
    const customer = await Customer.findOrFail(routeId(params.id))
    await saveWithAudit(customer, { support_access_blocked: blocked }, 'customer')
    return { customer_id: customer.id, blocked: customer.supportAccessBlocked }
  }
}
