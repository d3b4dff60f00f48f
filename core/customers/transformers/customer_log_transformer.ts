import type CustomerLog from '#core/customers/models/customer_log'

export function transformCustomerLog(log: CustomerLog) {
  const user = log.$preloaded.user as CustomerLog['user'] | null | undefined
  return {
    id: log.id,
    customer_id: log.customerId,
    date: log.date.toISODate(),
    message: log.message,
    created_at: log.createdAt.toISO(),
    user: user ? { id: user.id, firstname: user.firstname, name: user.name } : null,
  }
}
