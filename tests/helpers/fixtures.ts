import User from '#core/users/models/user'
import Group from '#core/groups/models/group'
import Customer from '#core/customers/models/customer'
import Location from '#core/locations/models/location'
import AccessGrant from '#core/access/models/access_grant'
import type { PermissionKey, SubjectType } from '#core/access/permissions'

export const TEST_PASSWORD = 'Airdeck-test-2026!'

let sequence = 0
const next = () => `${Date.now().toString(36)}${++sequence}`

export function createUser(attributes: Partial<User> = {}) {
  return User.create({
    email: `user-${next()}@airdeck.test`,
    password: TEST_PASSWORD,
    firstname: 'Test',
    name: 'User',
    lang: 'en',
    ...attributes,
  })
}

export async function createTenant() {
  const group = await Group.create({ name: `Group ${next()}` })
  const customer = await Customer.create({
    name: `Customer ${next()}`,
    groupId: group.id,
    paymentMethod: 1,
  })
  const location = await Location.create({ name: `Venue ${next()}`, customerId: customer.id })
  return { group, customer, location }
}

export function grant(
  user: User,
  subjectType: SubjectType,
  subjectId: number,
  permissions: PermissionKey[]
) {
  return AccessGrant.create({ userId: user.id, subjectType, subjectId, permissions })
}
