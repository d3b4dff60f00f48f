import Group from '#core/groups/models/group'
import Customer from '#core/customers/models/customer'
import Location from '#core/locations/models/location'
import Partner from '#core/partners/models/partner'
import { UserAccess } from '#core/access/services/user_access'
import { whereCustomerVisible, whereGroupVisible, whereLocationVisible } from '#core/access/services/visibility'
import { PAYMENT_METHODS } from '#core/customers/legal_entities'
import type User from '#core/users/models/user'

/**
 * The self record of spec §3, which the web app's guards and session state
 * are built from. Defaults fall back to the first object the user can see
 * when the saved default is unset or no longer visible.
 */
export async function getSelfRecord(user: User, options: { impersonating?: boolean } = {}) {
  const access = await UserAccess.for(user)
  const keys = access.allKeys()

  const group = await pickDefault(whereGroupVisible(Group.query(), access), 'groups.id', user.defaultGroupId)
  const customer = await pickDefault(whereCustomerVisible(Customer.query(), access), 'customers.id', user.defaultCustomerId)
  const location = await pickDefault(
    whereLocationVisible(Location.query().preload('customer'), access),
    'locations.id',
    user.defaultLocationId
  )
  const partner = user.partnerId ? await Partner.find(user.partnerId) : null

  const forcedNoPayment = (c: Customer | undefined | null) => user.isPartner || Boolean(c?.freeTier)

  return {
    id: user.id,
    name: user.name,
    firstname: user.firstname,
    lang: user.lang,
    is_admin: user.isAdmin,
    is_partner: user.isPartner,
    has_groups: group !== null,
    two_fa: user.twoFaEnabled,
    has_customers: customer !== null,
    has_locations: location !== null,
    has_user_permissions: [...keys].some((key) => key.startsWith('users_')),
    has_portal_permissions: [...keys].some((key) => key.startsWith('portal_')),
    partner_logo: partner?.logoPath ?? null,
    imposter_mode: options.impersonating ?? false,
    default_partner: partner ? { id: partner.id } : null,
    default_group: group ? { id: group.id, permissions: await access.permissionsOn('group', group.id) } : null,
    default_customer: customer
      ? {
          id: customer.id,
          payment_method: forcedNoPayment(customer) ? PAYMENT_METHODS.none : customer.paymentMethod,
          demo_mode: customer.demoMode,
          type: customer.type,
          free_tier: customer.freeTier,
          permissions: await access.permissionsOn('customer', customer.id),
        }
      : null,
    default_location: location
      ? {
          id: location.id,
          name: location.name,
          plan: location.plan,
          payment_method: forcedNoPayment(location.customer)
            ? PAYMENT_METHODS.none
            : (location.paymentMethod ?? location.customer.paymentMethod),
          permissions: await access.permissionsOn('location', location.id),
        }
      : null,
  }
}

export type SelfRecord = Awaited<ReturnType<typeof getSelfRecord>>

/** The saved default when still visible, else the first visible object. */
async function pickDefault<T>(query: { clone(): any; where(...args: any[]): any; orderBy(...args: any[]): any; first(): Promise<T | null> }, idColumn: string, savedId: number | null) {
  if (savedId) {
    const saved = await query.clone().where(idColumn, savedId).first()
    if (saved) return saved as T
  }
  return (await query.orderBy(idColumn, 'asc').first()) as T | null
}
