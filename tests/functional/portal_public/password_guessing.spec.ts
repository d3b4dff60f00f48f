import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import testUtils from '@adonisjs/core/services/test_utils'
import { AppException } from '#kernel/exceptions/app_exception'
import { portalFailureDelay } from '#core/portal/sign_in/services/portal_password_throttle'
import { signInGuest } from '#core/portal/sign_in/actions/sign_in_guest'
import { clearRateLimits } from '#tests/helpers/rate_limits'
import {
  buildPortalWorld,
  formFields,
  siteEntryUrl,
  unauthorizedGuest,
  useUnifi,
  SITE,
  type PortalWorld,
} from './portal_world.js'

const LIMITS = 'rate_limits.portalPassword'
const PASSWORD = 'Sesame-2026'
const macOf = (i: number) =>
  `02:00:00:00:${String(Math.floor(i / 100)).padStart(2, '0')}:${String(i % 100).padStart(2, '0')}`
const authorize = (client: any, publicId: string, body: Record<string, unknown>) =>
  client
    .post(`/rest/public/portal/${publicId}/authorize`)
    .json(body)
    .header('accept-language', 'en')

/** A sign-in from the sample page (everything checked, nothing stored), from the IP the request would come from. */
async function guess(world: PortalWorld, password: string, mac: string, ip: string) {
  try {
    await signInGuest(world.portal, world.location, {
      mode: 'form',
      visit: { mac },
      guest: { email: 'g@example.com', terms: true, password },
      userAgent: null,
      requestIp: ip,
      sample: true,
    })
    return 'ok'
  } catch (error) {
    return error instanceof AppException ? error.code : String(error)
  }
}

/** Issue 31 item 9: random MACs made 300 guesses a second at a 4-character portal password. */
test.group('Guest portal / guessing the portal password', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => clearRateLimits())
  group.each.setup(() => {
    const original = app.config.get(LIMITS)
    return () => app.config.set(LIMITS, original)
  })
  const unifi = useUnifi(group)

  test('wrong guesses with a new MAC each time are counted per IP: 429 with Retry-After, the right password too', async ({
    client,
    assert,
  }) => {
    const sim = unifi()
    const world = await buildPortalWorld(client, sim, {
      settings: { passwordRequired: true },
      secrets: { password: PASSWORD },
    })
    app.config.set(LIMITS, { perMac: 100, perIp: 5, perPortal: 100, delayAfter: 100 })
    const statuses: number[] = []
    for (let i = 0; i < 6; i++)
      statuses.push(
        (
          await authorize(client, world.portal.publicId, {
            mac: macOf(i),
            email: 'g@example.com',
            terms: true,
            password: `000${i}`,
          })
        ).status()
      )
    assert.deepEqual(statuses, [422, 422, 422, 422, 422, 429])
    const right = await authorize(client, world.portal.publicId, {
      mac: macOf(50),
      email: 'g@example.com',
      terms: true,
      password: PASSWORD,
    })
    right.assertStatus(429)
    assert.equal(right.body().code, 'E_TOO_MANY_REQUESTS')
    assert.isAbove(Number(right.header('retry-after')), 0)

    // The HTML form of the page is held by the same counters.
    const guest = unauthorizedGuest(sim)
    const page = await client.get(siteEntryUrl(SITE, guest)).header('accept-language', 'en')
    const form = await client
      .post('/guest/connect')
      .form({
        ...formFields(page.text()),
        email: 'g@example.com',
        terms: 'true',
        password: PASSWORD,
      })
      .header('accept-language', 'en')
    form.assertStatus(429)
    assert.isAbove(Number(form.header('retry-after')), 0)
  })

  test('the portal counter holds across IPs and MACs; another portal is not affected', async ({
    client,
    assert,
  }) => {
    const sim = unifi()
    const world = await buildPortalWorld(client, sim, {
      settings: { passwordRequired: true },
      secrets: { password: PASSWORD },
    })
    app.config.set(LIMITS, { perMac: 100, perIp: 100, perPortal: 4, delayAfter: 100 })
    const outcomes = []
    for (let i = 0; i < 5; i++)
      outcomes.push(await guess(world, `guess-${i}`, macOf(i), `198.51.100.${i + 1}`))
    assert.deepEqual(outcomes, [
      'E_PORTAL_WRONG_PASSWORD',
      'E_PORTAL_WRONG_PASSWORD',
      'E_PORTAL_WRONG_PASSWORD',
      'E_PORTAL_WRONG_PASSWORD',
      'E_TOO_MANY_REQUESTS',
    ])
    assert.equal(await guess(world, PASSWORD, macOf(99), '192.0.2.200'), 'E_TOO_MANY_REQUESTS')
    const other = await buildPortalWorld(client, sim, {
      site: 'garden',
      settings: { passwordRequired: true },
      secrets: { password: PASSWORD },
    })
    assert.equal(await guess(other, PASSWORD, macOf(99), '192.0.2.200'), 'ok')
  })

  test('failed answers slow down progressively once a portal is under attack; the right password never waits', async ({
    client,
    assert,
  }) => {
    assert.deepEqual(
      [1, 10, 11, 12, 13, 14, 30].map((failures) => portalFailureDelay(failures, 10)),
      [0, 0, 250, 500, 1000, 2000, 4000]
    )
    const world = await buildPortalWorld(client, unifi(), {
      settings: { passwordRequired: true },
      secrets: { password: PASSWORD },
    })
    app.config.set(LIMITS, { perMac: 100, perIp: 100, perPortal: 100, delayAfter: 2 })
    for (let i = 0; i < 3; i++) await guess(world, 'wrong', macOf(i), `198.51.100.${i + 1}`)
    const slow = Date.now()
    assert.equal(await guess(world, 'wrong', macOf(7), '198.51.100.7'), 'E_PORTAL_WRONG_PASSWORD')
    assert.isAtLeast(Date.now() - slow, 450)
    const fast = Date.now()
    assert.equal(await guess(world, PASSWORD, macOf(8), '198.51.100.8'), 'ok')
    assert.isBelow(Date.now() - fast, 200)
  }).timeout(20_000)
})
