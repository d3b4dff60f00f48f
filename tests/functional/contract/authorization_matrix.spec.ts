import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import testUtils from '@adonisjs/core/services/test_utils'
import type { ApiClient } from '@japa/api-client'
import Partner from '#core/partners/models/partner'
import PartnerGrant from '#core/access/models/partner_grant'
import CustomerLog from '#core/customers/models/customer_log'
import LocationComment from '#core/locations/models/location_comment'
import Invitation from '#core/invitations/models/invitation'
import type User from '#core/users/models/user'
import { PERMISSION_KEYS, type PermissionKey, type SubjectType } from '#core/access/permissions'
import { declaredRoutes, type DeclaredRoute } from '#kernel/http/contract/api_routes'
import { INSTALLER_KEYS, demoMayCall, installerMayCall } from '#core/access/account_roles'
import { changedSince, inSavepoint, tablesDigest } from '#tests/helpers/savepoints'
import { createTenant, createUser, grant } from '#tests/helpers/fixtures'
import { useStripeSimulator } from '#tests/helpers/stripe_simulator'
import { Ajv } from 'ajv'
import addFormats from 'ajv-formats'

/**
 * Every declared route, called by every kind of actor with the first customer's object ids; the expected
 * outcome is derived from the route's declared access rule (api_routes.ts), never from a hand-kept list.
 * Each call runs in a savepoint that is rolled back, so writes of one call never change the next.
 */
const READ_KEYS = PERMISSION_KEYS.filter((key) => key.endsWith('_read'))
const ACTORS = [
  'anonymous',
  'admin',
  'partner',
  'customer_full',
  'customer_read_only',
  'other_customer',
  'installer',
  'demo_customer',
] as const
type Actor = (typeof ACTORS)[number]

async function seedWorld() {
  const first = await createTenant()
  const other = await createTenant()
  const marker = `Matrix-${Date.now().toString(36)}`
  first.customer.merge({ name: `${marker} Customer` })
  first.location.merge({ name: `${marker} Venue` })
  await Promise.all([first.customer.save(), first.location.save()])

  const partner = await Partner.create({ name: `${marker} Partner` })
  const users: Record<Exclude<Actor, 'anonymous'>, User> = {
    admin: await createUser({ isAdmin: true }),
    partner: await createUser({ partnerId: partner.id }),
    customer_full: await createUser({ email: `${marker.toLowerCase()}-full@airdeck.test` }),
    customer_read_only: await createUser(),
    other_customer: await createUser(),
    installer: await createUser({ accountRole: 'installer' }),
    demo_customer: await createUser({ accountRole: 'demo_customer' }),
  }
  await PartnerGrant.create({
    partnerId: partner.id,
    subjectType: 'customer',
    subjectId: first.customer.id,
    permissions: [...PERMISSION_KEYS],
  })
  await grant(users.customer_full, 'group', first.group.id, [...PERMISSION_KEYS])
  await grant(users.customer_read_only, 'customer', first.customer.id, READ_KEYS)
  await grant(users.other_customer, 'customer', other.customer.id, [...PERMISSION_KEYS])
  await grant(users.demo_customer, 'customer', first.customer.id, [...PERMISSION_KEYS])

  const log = await CustomerLog.create({
    customerId: first.customer.id,
    userId: users.customer_full.id,
    date: DateTime.now(),
    message: 'note',
  })
  const comment = await LocationComment.create({
    locationId: first.location.id,
    userId: users.customer_full.id,
    body: 'comment',
  })
  const invitation = await Invitation.query().first()

  /** The keys each actor holds on the first customer's objects (what the rule is checked against). */
  const held: Record<
    Exclude<Actor, 'anonymous' | 'admin'>,
    Record<SubjectType, PermissionKey[]>
  > = {
    partner: { group: [], customer: [...PERMISSION_KEYS], location: [...PERMISSION_KEYS] },
    customer_full: {
      group: [...PERMISSION_KEYS],
      customer: [...PERMISSION_KEYS],
      location: [...PERMISSION_KEYS],
    },
    customer_read_only: { group: [], customer: READ_KEYS, location: READ_KEYS },
    other_customer: { group: [], customer: [], location: [] },
    installer: {
      group: [...INSTALLER_KEYS],
      customer: [...INSTALLER_KEYS],
      location: [...INSTALLER_KEYS],
    },
    // Granted every key, it holds the read keys only (user_access.ts): its reads are a read-only user's.
    demo_customer: { group: [], customer: READ_KEYS, location: READ_KEYS },
  }
  const ids: Record<SubjectType, number> = {
    group: first.group.id,
    customer: first.customer.id,
    location: first.location.id,
  }
  return {
    marker,
    users,
    held,
    ids,
    partner,
    log,
    comment,
    invitation,
    fullUser: users.customer_full,
  }
}
type World = Awaited<ReturnType<typeof seedWorld>>

const SUBJECT_OF_PATH: Array<[RegExp, SubjectType]> = [
  [/^\/rest\/(locations)\/:id/, 'location'],
  // A guest portal is named by its venue's id.
  [/^\/rest\/portal\/:id/, 'location'],
  [/^\/rest\/(customers|group\/customers)\/:id/, 'customer'],
  [/^\/rest\/groups\/:id/, 'group'],
]

/** The path with the first customer's ids (or ids seeded for it) in place of its parameters. */
function pathFor(route: DeclaredRoute, world: World) {
  const subjectOfId = SUBJECT_OF_PATH.find(([pattern]) => pattern.test(route.pattern))?.[1]
  const values: Record<string, string | number> = {
    kind: 'customers',
    type: 'customer',
    logId: world.log.id,
    commentId: world.comment.id,
    partnerId: world.partner.id,
    userId: world.users.partner.id,
    brand: 'airdeck',
    deviceId: 'no-such-device',
    wlanId: 'no-such-wlan',
    groupId: 999_999,
    mac: '02:00:00:00:00:01',
  }
  const idFor = () => {
    if (subjectOfId) return world.ids[subjectOfId]
    if (/:kind\/:id|:type\/:id/.test(route.pattern)) return world.ids.customer
    if (
      route.pattern.startsWith('/rest/users/:id') ||
      route.pattern.startsWith('/rest/partners/link/')
    )
      return world.fullUser.id
    if (route.pattern.startsWith('/rest/partners/:id')) return world.partner.id
    if (route.pattern.includes('/invites/')) return world.invitation?.id ?? 999_999
    return 999_999
  }
  // An id nothing was seeded for is a number that does not exist (the router matches integer ids by their digits).
  return route.pattern.replace(/:([A-Za-z]+)/g, (_, name: string) =>
    String(name === 'id' ? idFor() : (values[name] ?? 999_999))
  )
}

function expectationFor(
  route: DeclaredRoute,
  actor: Actor,
  world: World
): { oneOf?: number[]; not?: number[] } {
  const rule = route.declaration.access
  if (rule.kind === 'anyone') return { not: [401] }
  if (actor === 'anonymous') return { oneOf: [401] }
  if (actor === 'admin')
    return { not: route.declaration.policy?.includes('admin') ? [401] : [401, 403] }
  if (rule.kind === 'admin' && rule.hidden) return { oneOf: [404] }
  if (actor === 'demo_customer' && !demoMayCall(route.method, route.pattern))
    return { oneOf: [403] }
  if (
    actor === 'installer' &&
    rule.kind === 'admin' &&
    installerMayCall(route.method, route.pattern)
  )
    return { not: route.declaration.policy ? [401] : [401, 403] }
  if (rule.kind === 'admin' || rule.kind === 'sales') return { oneOf: [403] }
  if (rule.kind === 'signedIn') return { not: [401] }
  if (rule.kind === 'owned')
    return actor === 'other_customer' ? { oneOf: [403, 404, 422] } : { not: [401] }
  const subject: SubjectType = typeof rule.subject === 'string' ? rule.subject : 'customer'
  const keys = world.held[actor][subject]
  if (!keys.includes(`${subject}_read` as PermissionKey)) return { oneOf: [404] }
  if (rule.key !== 'read' && !keys.includes(rule.key)) return { oneOf: [403] }
  return { not: route.declaration.policy ? [401] : [401, 403] }
}

/** Checks answers against the response schema their route declares. */
const ajv = new Ajv({ strict: false, allErrors: false })
addFormats.default(ajv)
const validators = new Map<DeclaredRoute, ReturnType<typeof ajv.compile>>()
function declaredSchemaProblem(route: DeclaredRoute, body: unknown): string | null {
  const response = route.declaration.response
  if (!response || !('schema' in response)) return null
  let validate = validators.get(route)
  if (!validate) validators.set(route, (validate = ajv.compile(response.schema)))
  if (validate(body)) return null
  return ajv.errorsText(validate.errors, { separator: '; ' }).slice(0, 300)
}

async function call(client: ApiClient, route: DeclaredRoute, path: string, user: User | undefined) {
  const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete'
  let request = client[method](path).header('accept', 'application/json')
  if (method !== 'get') request = request.json({}).withCsrfToken()
  if (user) request = request.loginAs(user)
  return request
}

test.group('Authorization matrix', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  // Billing routes reach Stripe: the simulator stands in for it, so their answers are real ones.
  useStripeSimulator(group, { webhooks: false })

  test('every route as every actor: the declared access rule decides, answers match the declared schema, nothing leaks across customers, refused writes change nothing', async ({
    client,
    assert,
  }) => {
    const world = await seedWorld()
    const routes = declaredRoutes().filter(
      (route) => !['/rest/auth/logout', '/rest/openapi.json'].includes(route.pattern)
    )
    const baseline = await tablesDigest()
    const failures: string[] = []

    for (const route of routes) {
      const path = pathFor(route, world)
      for (const actor of ACTORS) {
        const user = actor === 'anonymous' ? undefined : world.users[actor]
        const expected = expectationFor(route, actor, world)
        await inSavepoint(async () => {
          const response = await call(client, route, path, user)
          const status = response.status()
          const where = `${route.method} ${path} as ${actor} → ${status}`
          if (status >= 500) failures.push(`${where}: server error`)
          if (expected.oneOf && !expected.oneOf.includes(status))
            failures.push(`${where}, expected ${expected.oneOf.join('/')}`)
          if (expected.not?.includes(status))
            failures.push(`${where}, expected anything but ${expected.not.join('/')}`)
          if (status >= 200 && status < 300 && /json/.test(response.header('content-type') ?? '')) {
            const problem = declaredSchemaProblem(route, response.body())
            if (problem)
              failures.push(`${where}: answer does not match the declared schema: ${problem}`)
          }
          if (actor === 'other_customer' || actor === 'anonymous') {
            if (response.text().includes(world.marker))
              failures.push(`${where}: answer shows the first customer's data`)
          }
          if (status >= 400 && (await changedSince(baseline)))
            failures.push(`${where}: refused, but data changed`)
        })
      }
    }

    console.log(
      `  authorization matrix: ${routes.length} routes × ${ACTORS.length} actors = ${routes.length * ACTORS.length} calls (tenant actor: pending until tenants exist)`
    )
    assert.deepEqual(failures, [])
  }).timeout(240_000)
})
