import type { Infer } from '@vinejs/vine/types'
import type { UserAccess } from '#core/access/services/user_access'
import { DEFAULT_PER_PAGE } from '#kernel/http/pagination'
import Referral from './referral.js'
import type { listReferralsValidator } from './referral_validators.js'

/** The referrals of the customers the user can see (admins: all), the newest first. */
export function listReferrals(access: UserAccess, filters: Infer<typeof listReferralsValidator>) {
  const query = Referral.query()
    .preload('referrerCustomer')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
  if (!access.holdsEverywhere('customer_read')) {
    query.whereIn('referrer_customer_id', (sub) => {
      sub.from('customers').select('id')
      sub.where((where) =>
        where
          .whereIn('id', access.idsGranted('customer', 'customer_read'))
          .orWhereIn('group_id', access.idsGranted('group', 'customer_read'))
      )
    })
  }
  if (filters.state) query.where('state', filters.state)
  if (filters.customer) query.where('referrer_customer_id', filters.customer)
  return query.paginate(filters.page ?? 1, filters.perPage ?? DEFAULT_PER_PAGE)
}
