import type Customer from '#core/customers/models/customer'
import type { PermissionKey } from '#core/access/permissions'

/** Stripe's ids of the customer, its tax id and payment method: for admins, who manage billing. */
const STRIPE_ID_FIELDS = [
  'payment_provider_id',
  'stripe_tax_id',
  'stripe_payment_method_id',
] as const

/**
 * A customer as the API shows it: the logo as a URL (the stored path stays internal), its group's name; Stripe's ids
 * only with `stripeIds` (admins).
 */
export function transformCustomer(
  customer: Customer,
  permissions?: PermissionKey[],
  { stripeIds = false } = {}
) {
  const {
    logo_path: _logoPath,
    group: _group,
    ...fields
  } = customer.serialize() as Record<string, unknown>
  if (!stripeIds) for (const field of STRIPE_ID_FIELDS) delete fields[field]
  const group = customer.$preloaded.group as Customer['group'] | null | undefined
  return {
    ...fields,
    logo_url: customer.logoPath
      ? `/rest/customers/${customer.id}/logo?v=${encodeURIComponent(customer.updatedAt?.toMillis() ?? 0)}`
      : null,
    ...(group !== undefined ? { group: group ? { id: group.id, name: group.name } : null } : {}),
    ...(customer.$extras.locations_count !== undefined
      ? { locations_count: Number(customer.$extras.locations_count) }
      : {}),
    ...(permissions ? { permissions } : {}),
  }
}
