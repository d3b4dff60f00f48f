import db from '@adonisjs/lucid/services/db'
import type Customer from '#core/customers/models/customer'

/** At most this many colleagues are named: enough to reach someone, not a list of the company's users. */
const MAX_COLLEAGUES = 3

export interface PaymentContact {
  kind: 'colleague' | 'partner'
  name: string
  email: string | null
  phone: string | null
}

/** Grants on the customer itself or on its group, holding customer_update (who may set up its payment method). */
function grantsThatPay(table: 'access_grants' | 'partner_grants', customer: Customer) {
  return db
    .from(table)
    .where((scope) => {
      scope.where({ [`${table}.subject_type`]: 'customer', [`${table}.subject_id`]: customer.id })
      if (customer.groupId)
        scope.orWhere({
          [`${table}.subject_type`]: 'group',
          [`${table}.subject_id`]: customer.groupId,
        })
    })
    .whereRaw(`'customer_update' = any(${table}.permissions)`)
}

/**
 * Who can set up the customer's payment method, for its users who cannot (issue 32): colleagues holding
 * customer_update on it, and the partners looking after it. The demo account never counts (it changes nothing).
 */
export async function paymentContacts(customer: Customer): Promise<PaymentContact[]> {
  const [colleagues, partners] = await Promise.all([
    grantsThatPay('access_grants', customer)
      .join('users', 'users.id', 'access_grants.user_id')
      .where((role) =>
        role.whereNull('users.account_role').orWhereNot('users.account_role', 'demo_customer')
      )
      .distinct('users.id', 'users.firstname', 'users.name', 'users.email')
      .orderBy('users.id')
      .limit(MAX_COLLEAGUES),
    grantsThatPay('partner_grants', customer)
      .join('partners', 'partners.id', 'partner_grants.partner_id')
      .distinct('partners.id', 'partners.name', 'partners.email', 'partners.phone')
      .orderBy('partners.id'),
  ])
  return [
    ...partners.map((row: any) => ({
      kind: 'partner' as const,
      name: row.name,
      email: row.email ?? null,
      phone: row.phone ?? null,
    })),
    ...colleagues.map((row: any) => ({
      kind: 'colleague' as const,
      name: [row.firstname, row.name].filter(Boolean).join(' '),
      email: row.email,
      phone: null,
    })),
  ]
}
