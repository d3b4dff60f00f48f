import Group from '#core/groups/models/group'
import Customer from '#core/customers/models/customer'
import Location from '#core/locations/models/location'
import { UserAccess } from '#core/access/services/user_access'
import {
  whereCustomerVisible,
  whereGroupVisible,
  whereLocationVisible,
} from '#core/access/services/visibility'
import { AppException } from '#kernel/exceptions/app_exception'
import { pendingChanges, recordAudit } from '#kernel/audit/audit'
import type User from '#core/users/models/user'
import type { Language } from '#core/users/models/user'

interface SelfChanges {
  firstname?: string
  name?: string
  phone?: string | null
  address?: string | null
  zipcode?: string | null
  city?: string | null
  country?: string | null
  lang?: Language
  default_site?: number | null
  default_customer?: number | null
  default_group?: number | null
}

/** Updates the user's own profile (name, phone, address, language) and default group/customer/location (only ones they can see). */
export async function updateSelf(user: User, changes: SelfChanges) {
  const access = await UserAccess.for(user)
  const visible = {
    default_group: (id: number) =>
      whereGroupVisible(Group.query(), access).where('groups.id', id).first(),
    default_customer: (id: number) =>
      whereCustomerVisible(Customer.query(), access).where('customers.id', id).first(),
    default_site: (id: number) =>
      whereLocationVisible(Location.query(), access).where('locations.id', id).first(),
  }
  for (const field of ['default_group', 'default_customer', 'default_site'] as const) {
    const id = changes[field]
    if (id && !(await visible[field](id))) throw AppException.invalidField(field, 'exists')
  }

  user.merge({
    firstname: changes.firstname ?? user.firstname,
    name: changes.name ?? user.name,
    phone: changes.phone !== undefined ? changes.phone : user.phone,
    // An emptied field is stored as null, so the profile shows it as not given.
    address: changes.address !== undefined ? changes.address || null : user.address,
    zipcode: changes.zipcode !== undefined ? changes.zipcode || null : user.zipcode,
    city: changes.city !== undefined ? changes.city || null : user.city,
    country: changes.country !== undefined ? changes.country : user.country,
    lang: changes.lang ?? user.lang,
    defaultGroupId:
      changes.default_group !== undefined ? changes.default_group : user.defaultGroupId,
    defaultCustomerId:
      changes.default_customer !== undefined ? changes.default_customer : user.defaultCustomerId,
    defaultLocationId:
      changes.default_site !== undefined ? changes.default_site : user.defaultLocationId,
  })
  const { oldValues, newValues, changed } = pendingChanges(user)
  if (!changed) return user
  await user.save()
  await recordAudit({
    action: 'user.updated',
    objectType: 'user',
    objectId: user.id,
    oldValues,
    newValues,
  })
  return user
}
