import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import Mail from '#core/mail/models/mail'
import { verifyCredentials } from '#core/auth/actions/verify_credentials'
import { accountFailureDelay } from '#core/auth/services/account_failures'
import { createUser, TEST_PASSWORD } from '#tests/helpers/fixtures'
import { clearRateLimits } from '#tests/helpers/rate_limits'

const WRONG = 'Wrong-password-1!'

async function attempt(email: string, password: string, ip: string) {
  try {
    await verifyCredentials(email, password, ip)
    return 'ok'
  } catch (error: any) {
    return error.code as string
  }
}

/** Guessing one account must not become a way to lock its owner out. */
test.group('Auth / brute force is not a lock-out tool', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => clearRateLimits())

  test('an attacker blocked on one IP does not block the owner on another', async ({ assert }) => {
    const user = await createUser()
    const results = []
    for (let i = 0; i < 6; i++) results.push(await attempt(user.email, WRONG, '203.0.113.9'))
    assert.deepEqual(results, [
      'E_INVALID_CREDENTIALS',
      'E_INVALID_CREDENTIALS',
      'E_INVALID_CREDENTIALS',
      'E_INVALID_CREDENTIALS',
      'E_INVALID_CREDENTIALS',
      'E_TOO_MANY_REQUESTS',
    ])
    assert.equal(await attempt(user.email, TEST_PASSWORD, '198.51.100.20'), 'ok')
    assert.equal(await attempt(user.email, TEST_PASSWORD, '203.0.113.9'), 'E_TOO_MANY_REQUESTS')
  }).timeout(20_000)

  test('failures from many IPs slow the failed answers down progressively and never the successful one', async ({
    assert,
  }) => {
    assert.deepEqual(
      [1, 5, 6, 7, 8, 9, 20].map(accountFailureDelay),
      [0, 0, 250, 500, 1000, 2000, 4000]
    )
    const user = await createUser()
    for (let i = 0; i < 6; i++) await attempt(user.email, WRONG, `203.0.113.${i + 1}`)
    const slow = Date.now()
    await attempt(user.email, WRONG, '203.0.113.50')
    assert.isAtLeast(Date.now() - slow, 450)
    const fast = Date.now()
    assert.equal(await attempt(user.email, TEST_PASSWORD, '198.51.100.20'), 'ok')
    assert.isBelow(Date.now() - fast, 450)
  }).timeout(20_000)

  test('the owner is mailed once after repeated failures, in their language', async ({
    assert,
  }) => {
    const user = await createUser({ lang: 'nl' })
    // At once, as a guesser with many addresses would: the held-back answers overlap (4 s, not 12 s of waiting).
    await Promise.all(
      Array.from({ length: 11 }, (_, i) => attempt(user.email, WRONG, `203.0.113.${i + 1}`))
    )
    const alerts = await Mail.query().where('kind', 'login_alert').where('to_address', user.email)
    assert.lengthOf(alerts, 1)
    assert.include(alerts[0].subject, 'Mislukte aanmeldingen')
    assert.match(alerts[0].text, /203\.0\.113\.\d+/)
  }).timeout(60_000)
})
