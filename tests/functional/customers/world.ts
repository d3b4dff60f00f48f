import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import Group from '#core/groups/models/group'
import Customer from '#core/customers/models/customer'
import Location from '#core/locations/models/location'
import Partner from '#core/partners/models/partner'
import PartnerGrant from '#core/access/models/partner_grant'
import { PERMISSION_KEYS } from '#core/access/permissions'
import type User from '#core/users/models/user'
import { createUser, grant } from '#tests/helpers/fixtures'
import { PNG } from '#tests/functional/customers/images'

export const CALLERS = ['admin', 'partner', 'full', 'readonly', 'other', 'anonymous'] as const
export type Caller = (typeof CALLERS)[number]

/** A valid Belgian company, VAT checksum included. */
export const VALID_CUSTOMER = {
  name: 'Brasserie Het Anker',
  type: 1,
  country: 'BE',
  legal_entity: 'bv',
  vat: 'BE0123456749',
  address: 'Grote Markt',
  number: '1',
  zipcode: '3500',
  city: 'Hasselt',
  phone: '+32 11 22 33 44',
  email: 'info@anker.example',
  website: 'https://anker.example',
  language: 'nl',
}

/**
 * The callers of the permission matrix around customer C (group G, one live
 * location L) and another tenant (group G2, customer C2):
 * - admin;
 * - partner: a partner's user, the partner granted everything but invoices on C;
 * - full: a customer user with every key on group G (as the demo customer);
 * - readonly: a customer user with customer_read and location_read on C;
 * - other: a user with every key on the other tenant's group G2;
 * - anonymous: not signed in.
 */
export async function buildWorld() {
  const group = await Group.create({ name: 'Group G' })
  const otherGroup = await Group.create({ name: 'Group G2' })
  const customer = await Customer.create({
    name: 'Customer C',
    groupId: group.id,
    country: 'BE',
    type: 1,
  })
  const otherCustomer = await Customer.create({
    name: 'Customer C2',
    groupId: otherGroup.id,
    country: 'BE',
    type: 1,
  })
  const location = await Location.create({ name: 'Venue L', customerId: customer.id })
  const otherLocation = await Location.create({ name: 'Venue L2', customerId: otherCustomer.id })

  const partner = await Partner.create({ name: 'Partner P' })
  await PartnerGrant.create({
    partnerId: partner.id,
    subjectType: 'customer',
    subjectId: customer.id,
    permissions: PERMISSION_KEYS.filter((k) => !k.startsWith('invoices_')),
  })
  const users: Record<Exclude<Caller, 'anonymous'>, User> = {
    admin: await createUser({ isAdmin: true }),
    partner: await createUser({ partnerId: partner.id }),
    full: await createUser(),
    readonly: await createUser(),
    other: await createUser(),
  }
  await grant(users.full, 'group', group.id, [...PERMISSION_KEYS])
  await grant(users.readonly, 'customer', customer.id, ['customer_read', 'location_read'])
  await grant(users.other, 'group', otherGroup.id, [...PERMISSION_KEYS])
  return { group, otherGroup, customer, otherCustomer, location, otherLocation, partner, users }
}

export type World = Awaited<ReturnType<typeof buildWorld>>

export type MatrixRow = {
  route: string
  method: 'get' | 'post' | 'put' | 'delete'
  path: (w: World) => string
  body?: (w: World) => Record<string, unknown>
  upload?: boolean
  prepare?: (w: World) => Promise<unknown>
  expect: Record<Caller, number>
}

export const statuses = (
  admin: number,
  partner: number,
  full: number,
  readonly: number,
  other: number,
  anonymous = 401
) => ({ admin, partner, full, readonly, other, anonymous })

/**
 * One test per route; each caller gets a fresh world, so a change made by
 * one caller never decides another's answer. The status each caller gets is
 * the contract: 404 for what it cannot see, 403 for what it sees but may not
 * do, 401 signed out.
 */
export function runMatrix(title: string, rows: MatrixRow[]) {
  test.group(title, (group) => {
    group.each.setup(() => testUtils.db().withGlobalTransaction())

    test('{route}')
      .with(rows)
      .run(async ({ client, assert }, row) => {
        for (const caller of CALLERS) {
          const world = await buildWorld()
          await row.prepare?.(world)
          let request = client[row.method](row.path(world)).withCsrfToken()
          if (row.body) request = request.json(row.body(world))
          if (row.upload) request = request.file('logo', PNG, { filename: 'logo.png' })
          if (caller !== 'anonymous') request = request.loginAs(world.users[caller])
          const response = await request
          assert.equal(
            response.status(),
            row.expect[caller],
            `${caller} ${row.route}: ${JSON.stringify(response.body())}`
          )
        }
      })
  })
}

/** The number of rows a model query matches. */
export async function countOf(query: {
  count(column: string): Promise<Array<{ $extras: Record<string, unknown> }>>
}) {
  const [row] = await query.count('* as total')
  return Number(row.$extras.total)
}
