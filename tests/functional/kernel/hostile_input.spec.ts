import { test } from '@japa/runner'
import router from '@adonisjs/core/services/router'
import testUtils from '@adonisjs/core/services/test_utils'
import User from '#core/users/models/user'
import Partner from '#core/partners/models/partner'
import { createTenant, createUser } from '#tests/helpers/fixtures'
import { settleInProcessJobs } from '#tests/helpers/jobs'
import { clearRateLimits } from '#tests/helpers/rate_limits'
import { useStripeSimulator } from '#tests/helpers/stripe_simulator'

/**
 * Every /rest route, with hostile path parameters and bodies, signed out,
 * as a plain user and as an admin with a Bearer token (no CSRF in the
 * way): nothing may answer 500, and every error keeps the envelope.
 */
const HOSTILE_PARAMS = [
  'abc',
  '-1',
  '0',
  '1e999',
  '99999999999999999999',
  "1' or '1'='1",
  '%00',
  'x'.repeat(300),
]
/** PostgreSQL text cannot hold NUL (22021): in values, nested values and keys. */
const NUL_BODY = {
  'name': 'a\u0000b',
  'message': '\u0000',
  'comment': 'x\u0000',
  'q': '\u0000',
  'email': 'a\u0000@b.c',
  'list': ['ok', '\u0000'],
  'ke\u0000y': 'v',
}
/** Past the int columns (22003): every id-like field a route reads. */
const HUGE = 99_999_999_999
const HUGE_IDS_BODY = {
  id: HUGE,
  group_id: HUGE,
  groupId: HUGE,
  customer_id: HUGE,
  customerId: HUGE,
  customerIds: [HUGE],
  location_id: HUGE,
  locationId: HUGE,
  subject_type: 'location',
  subject_id: HUGE,
  subjects: [{ type: 'customer', id: HUGE }],
  partner_id: HUGE,
  controllerId: HUGE,
  controller_id: HUGE,
  default_customer: HUGE,
  default_group: HUGE,
  default_site: HUGE,
  access: [{ subject_type: 'group', subject_id: HUGE, permissions: ['group_read'] }],
  name: 'Huge',
  emails: ['huge@airdeck.test'],
  permissions: ['customer_read'],
  page: HUGE,
  perPage: HUGE,
}
const HOSTILE_BODIES: unknown[] = [
  {},
  [],
  'a string',
  42,
  null,
  {
    email: { $gt: '' },
    password: ['a'],
    name: null,
    firstname: {},
    lang: 1,
    token: { a: 1 },
    page: 'x',
  },
  {
    email: 'x'.repeat(5000),
    password: 'y'.repeat(5000),
    name: '<script>alert(1)</script>',
    permissions: 'all',
  },
  {
    id: -1,
    subject_type: 'user',
    subject_id: 'x',
    default_site: 'x',
    vat: '🙂',
    country: 'XX',
    status: 'bogus',
  },
  NUL_BODY,
  HUGE_IDS_BODY,
]

/** A route's URL with each parameter set to an object of the tenant (by the segment before it), so bodies get past 404s. */
/** Fills path parameters by name, else by the segment before them (already filled: `/:type/:id` → `/location/7`), else 1. */
function realUrl(pattern: string, ids: Record<string, string | number>) {
  const filled: string[] = []
  for (const part of pattern.split('/')) {
    const name = part.startsWith(':') ? part.slice(1).replace('?', '') : null
    filled.push(name === null ? part : String(ids[name] ?? ids[filled[filled.length - 1]!] ?? 1))
  }
  return filled.join('/')
}

function restRoutes() {
  return Object.values(router.toJSON())
    .flat()
    .filter((route) => route.pattern.startsWith('/rest'))
    .flatMap((route) =>
      route.methods
        .filter((m) => m !== 'HEAD')
        .map((method) => ({ method, pattern: route.pattern }))
    )
}

/** The sweeps are cut into parts (every n-th route), each a test with its own time budget as the router grows. */
const PARTS = 6
const partOf = <T>(items: T[], part: number) => items.filter((_, index) => index % PARTS === part)

async function send(method: string, url: string, body: unknown, token?: string) {
  const response = await fetch(`http://${process.env.HOST}:${process.env.PORT}${url}`, {
    method,
    headers: {
      'accept': 'application/json',
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: method === 'GET' || method === 'DELETE' ? undefined : JSON.stringify(body),
  })
  const text = await response.text()
  return { status: response.status, text }
}

test.group('Kernel / hostile input on every route', (group) => {
  // The sweeps start jobs (syncs, pushes); one still running would share the next test's connection and transaction.
  group.each.setup(() => settleInProcessJobs())
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => clearRateLimits())
  group.each.timeout(120_000)
  // Billing routes reach Stripe: the simulator stands in for it (without webhooks, nothing arrives at random moments).
  useStripeSimulator(group, { webhooks: false })

  for (let part = 0; part < PARTS; part++)
    test(`no route answers 500 (part ${part + 1} of ${PARTS})`, async ({ assert }) => {
      await createTenant()
      const admin = await createUser({ isAdmin: true })
      const member = await createUser()
      const tokens = [
        undefined,
        (await User.accessTokens.create(member)).value!.release(),
        (await User.accessTokens.create(admin)).value!.release(),
      ]
      const routes = restRoutes()
      assert.isAbove(routes.length, 20)

      for (const { method, pattern } of partOf(routes, part)) {
        for (const token of tokens) {
          for (const [index, param] of HOSTILE_PARAMS.entries()) {
            const url = pattern.replace(/:[a-z_]+\??/gi, encodeURIComponent(param))
            const body = HOSTILE_BODIES[index % HOSTILE_BODIES.length]
            const { status, text } = await send(
              method,
              `${url}?page=${encodeURIComponent(param)}&token=${encodeURIComponent(param)}`,
              body,
              token
            )
            assert.isBelow(
              status,
              500,
              `${method} ${url} answered ${status}: ${text.slice(0, 300)}`
            )
            if (status >= 400)
              assert.match(text, /"code":"E_[A-Z_]+"/, `${method} ${url} error envelope`)
            // Without parameters there is nothing else to vary; signed out, authentication refuses before any is read.
            if (!pattern.includes(':') || (!token && status === 401)) break
          }
          if (method === 'POST' || method === 'PUT') {
            for (const body of HOSTILE_BODIES) {
              const { status, text } = await send(
                method,
                pattern.replace(/:[a-z_]+/gi, '1'),
                body,
                token
              )
              assert.isBelow(
                status,
                500,
                `${method} ${pattern} with ${JSON.stringify(body)?.slice(0, 80)} answered ${status}: ${text.slice(0, 300)}`
              )
            }
          }
        }
        await clearRateLimits()
      }
    })

  for (let part = 0; part < PARTS; part++)
    test(`NUL bytes in query strings and bodies are a 422 no_nul on every route; huge ids never a 500 (part ${part + 1} of ${PARTS})`, async ({
      assert,
    }) => {
      const { group: tenantGroup, customer, location } = await createTenant()
      const partner = await Partner.create({ name: 'Hostile partner' })
      const admin = await createUser({ isAdmin: true })
      const member = await createUser({ partnerId: partner.id })
      const tokens = [
        (await User.accessTokens.create(member)).value!.release(),
        (await User.accessTokens.create(admin)).value!.release(),
      ]
      const ids = {
        groups: tenantGroup.id,
        group: customer.id,
        customers: customer.id,
        locations: location.id,
        users: member.id,
        link: member.id,
        partners: partner.id,
        kind: 'customers',
        partnerId: partner.id,
        userId: member.id,
        brand: 'airdeck',
        type: 'location',
        location: location.id,
      }

      for (const { method, pattern } of partOf(restRoutes(), part)) {
        const url = realUrl(pattern, ids)
        for (const token of [undefined, ...tokens]) {
          const query = await send(method, `${url}?q=a%00b&search=%00&page=1`, NUL_BODY, token)
          const expected = method === 'GET' || token ? 422 : query.status // signed out, CSRF (419) comes first
          assert.equal(
            query.status,
            expected,
            `${method} ${url}?q=%00 answered ${query.status}: ${query.text.slice(0, 300)}`
          )
          if (query.status === 422)
            assert.match(query.text, /"rule":"no_nul"/, `${method} ${url} query`)
        }
        if (method !== 'POST' && method !== 'PUT' && method !== 'PATCH') continue
        for (const token of tokens) {
          const nul = await send(method, url, NUL_BODY, token)
          assert.equal(
            nul.status,
            422,
            `${method} ${url} with NUL body answered ${nul.status}: ${nul.text.slice(0, 300)}`
          )
          assert.match(nul.text, /"rule":"no_nul"/)
          const huge = await send(method, url, HUGE_IDS_BODY, token)
          assert.isBelow(
            huge.status,
            500,
            `${method} ${url} with huge ids answered ${huge.status}: ${huge.text.slice(0, 300)}`
          )
          if (huge.status >= 400) assert.match(huge.text, /"code":"E_[A-Z_]+"/)
        }
        await clearRateLimits()
      }
    })
})
