import type { Infer } from '@vinejs/vine/types'
import type { UserAccess } from '#core/access/services/user_access'
import { whereCustomerVisible } from '#core/access/services/visibility'
import { DEFAULT_PER_PAGE } from '#kernel/http/pagination'
import Invoice from './invoice.js'
import { STATUS_SQL } from './invoice_rules.js'
import type { listInvoicesValidator } from './invoice_validators.js'

type InvoiceFilters = Partial<Infer<typeof listInvoicesValidator>>

/**
 * Invoices newest first, limited to the customers on which the user holds `invoices_read` (admins: all). A
 * customer named in the filter that the user may not read simply yields nothing.
 */
export function listInvoices(access: UserAccess, filters: InvoiceFilters) {
  const query = Invoice.query()
    .preload('customer')
    .orderBy('stripe_created_at', 'desc')
    .orderBy('id', 'desc')
  if (!access.holdsEverywhere('invoices_read')) {
    query.whereIn('customer_id', (sub) =>
      whereCustomerVisible(sub.from('customers').select('customers.id'), access, 'invoices_read')
    )
  }
  if (filters.customer) query.where('customer_id', filters.customer)
  if (filters.status) query.whereRaw(STATUS_SQL[filters.status])
  if (filters.overdue) query.whereRaw(STATUS_SQL.overdue)
  if (filters.from) query.where('stripe_created_at', '>=', filters.from)
  if (filters.to) query.where('stripe_created_at', '<', new Date(filters.to.getTime() + 86_400_000))
  return query.paginate(filters.page ?? 1, filters.perPage ?? DEFAULT_PER_PAGE)
}
