import Group from '#core/groups/models/group'
import Customer from '#core/customers/models/customer'
import Location from '#core/locations/models/location'
import Partner from '#core/partners/models/partner'
import PartnerGrant from '#core/access/models/partner_grant'
import { PERMISSION_KEYS } from '#core/access/permissions'
import type User from '#core/users/models/user'
import { createUser, grant } from '#tests/helpers/fixtures'

export type Role = 'admin' | 'partner' | 'full' | 'readonly' | 'other' | 'anonymous'
export const ROLES: Role[] = ['admin', 'partner', 'full', 'readonly', 'other', 'anonymous']

/**
 * Two customers: A (in group GA, French-speaking) and B. The six callers of
 * the permission matrix: an admin, a partner granted A's locations, a
 * customer user with every key on group GA, a read-only user of customer A,
 * a user of customer B, and nobody signed in.
 */
export async function buildLocationWorld() {
  const groupA = await Group.create({ name: 'Group A' })
  const customerA = await Customer.create({
    name: 'Customer A',
    groupId: groupA.id,
    language: 'fr',
    country: 'BE',
  })
  const customerB = await Customer.create({ name: 'Customer B', language: 'nl' })
  const locationA = await Location.create({
    name: 'Brasserie Alpha',
    venueName: 'Brasserie Alpha',
    customerId: customerA.id,
    city: 'Gent',
    status: 'live',
    networkStatus: 'online',
  })
  const locationB = await Location.create({
    name: 'Bakery Beta',
    customerId: customerB.id,
    city: 'Hasselt',
  })

  const admin = await createUser({ isAdmin: true })
  const partner = await Partner.create({ name: 'Installers' })
  const partnerUser = await createUser({ partnerId: partner.id })
  await PartnerGrant.create({
    partnerId: partner.id,
    subjectType: 'customer',
    subjectId: customerA.id,
    permissions: ['customer_read', 'location_read', 'location_update'],
  })
  const full = await createUser()
  await grant(full, 'group', groupA.id, [...PERMISSION_KEYS])
  const readonly = await createUser()
  await grant(readonly, 'customer', customerA.id, ['customer_read', 'location_read'])
  const other = await createUser()
  await grant(other, 'customer', customerB.id, [...PERMISSION_KEYS])

  const users: Record<Exclude<Role, 'anonymous'>, User> = {
    admin,
    partner: partnerUser,
    full,
    readonly,
    other,
  }
  return { groupA, customerA, customerB, locationA, locationB, users }
}

export type LocationWorld = Awaited<ReturnType<typeof buildLocationWorld>>

/** A request as a role: signed in with the API client's session, or anonymous. */
export function as<R extends { loginAs(user: User): R; withCsrfToken(): R }>(
  request: R,
  world: LocationWorld,
  role: Role
): R {
  return role === 'anonymous'
    ? request.withCsrfToken()
    : request.loginAs(world.users[role]).withCsrfToken()
}
