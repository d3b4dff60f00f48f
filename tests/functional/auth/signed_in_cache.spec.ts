import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import User from '#core/users/models/user'
import { LOCK_GRACE_DAYS } from '#core/billing/invoices/invoice_rules'
import { evaluateAccountLocks } from '#core/billing/invoices/account_lock'
import { revokeAllTokens } from '#core/auth/services/revoke_tokens'
import { disableTwoFactor } from '#core/auth/two_factor/actions/disable_two_factor'
import { createTenant, createUser, grant, TEST_PASSWORD } from '#tests/helpers/fixtures'
import { clearRateLimits } from '#tests/helpers/rate_limits'
import { HttpSession } from '#tests/helpers/http_session'

/**
 * Signed-in requests take the token row and the user row from a per-process cache (core/auth/services/
 * signed_in_cache.ts). Each test warms it (a token is kept from its second request on, so three requests), changes
 * the token or the user the way the application does, and expects the very next request to be judged on the change.
 * Without the invalidation each of them fails: the warm token or row answers.
 */
const NEW_PASSWORD = 'Another-test-2026?'

async function tokenOf(user: User) {
  const token = await User.accessTokens.create(user, ['*'], { name: 'cache test' })
  return { id: Number(token.identifier), value: token.value!.release() }
}

async function asToken(client: any, token: string, path = '/rest/self') {
  const response = await client.get(path).header('authorization', `Bearer ${token}`)
  return { status: response.status() as number, body: response.body() }
}

async function warm(client: any, token: string, path = '/rest/self') {
  for (let i = 0; i < 3; i++) {
    const { status } = await asToken(client, token, path)
    if (status !== 200) throw new Error(`warm-up of ${path} answered ${status}`)
  }
}

async function signedIn(user: User) {
  const browser = new HttpSession()
  const signIn = await browser.signIn(user.email, TEST_PASSWORD)
  if (signIn.status !== 200) throw new Error(`sign-in answered ${signIn.status}`)
  for (let i = 0; i < 3; i++) await browser.request('GET', '/rest/self')
  return browser
}

test.group('Auth / cached tokens and users: every change counts on the next request', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => clearRateLimits())

  test('a token deleted through the API is refused at once; the other token keeps working', async ({
    client,
    assert,
  }) => {
    const user = await createUser()
    const doomed = await tokenOf(user)
    const kept = await tokenOf(user)
    // Signed in first: a sign-in writes the user's row, which alone would make the warm tokens miss.
    const browser = await signedIn(user)
    await browser.request('POST', '/rest/secure/confirm-password', { password: TEST_PASSWORD })
    await warm(client, doomed.value)
    await warm(client, kept.value)

    const deleted = await browser.request('DELETE', `/rest/users/me/tokens/${doomed.id}`)
    assert.equal(deleted.status, 204, JSON.stringify(deleted.body))
    assert.equal((await asToken(client, doomed.value)).status, 401)
    assert.equal((await asToken(client, kept.value)).status, 200)
  })

  test('every token revoked at once (password reset, CLI) is refused at once', async ({
    client,
    assert,
  }) => {
    const user = await createUser()
    const token = await tokenOf(user)
    await warm(client, token.value)
    assert.equal(await revokeAllTokens(user.id), 1)
    assert.equal((await asToken(client, token.value)).status, 401)
  })

  test('a cached token with a wrong secret is refused', async ({ client, assert }) => {
    const user = await createUser()
    const token = await tokenOf(user)
    await warm(client, token.value)
    const [prefixAndId] = token.value.split('.')
    const forged = `${prefixAndId}.${Buffer.from('not the secret of this token').toString('base64url')}`
    assert.equal((await asToken(client, forged)).status, 401)
    assert.equal((await asToken(client, token.value)).status, 200)
  })

  test('a password change is checked against the new password on the next request', async ({
    assert,
  }) => {
    const user = await createUser()
    const browser = await signedIn(user)
    const changed = await browser.request('PUT', '/rest/self/password', {
      current_password: TEST_PASSWORD,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    })
    assert.equal(changed.status, 204, JSON.stringify(changed.body))
    // The cached row would still hold the old hash.
    const old = await browser.request('POST', '/rest/secure/confirm-password', {
      password: TEST_PASSWORD,
    })
    assert.equal(old.status, 422)
    const fresh = await browser.request('POST', '/rest/secure/confirm-password', {
      password: NEW_PASSWORD,
    })
    assert.equal(fresh.status, 204)
  })

  test('logging out ends the session at once', async ({ assert }) => {
    const user = await createUser()
    const browser = await signedIn(user)
    assert.equal((await browser.request('POST', '/rest/auth/logout')).status, 204)
    assert.equal((await browser.request('GET', '/rest/self')).status, 401)
  })

  test('a role given through the API counts at once (demo customer: tokens refused)', async ({
    client,
    assert,
  }) => {
    const admin = await createUser({ isAdmin: true })
    const user = await createUser()
    const token = await tokenOf(user)
    await warm(client, token.value)
    const updated = await client
      .put(`/rest/users/${user.id}`)
      .json({ account_role: 'demo_customer' })
      .loginAs(admin)
      .withCsrfToken()
    updated.assertStatus(200)
    const refused = await asToken(client, token.value)
    assert.equal(refused.status, 403)
    assert.equal(refused.body.code, 'E_DEMO_READ_ONLY')
  })

  test('an admin demoted loses an admin route on the next request, by token and by session', async ({
    client,
    assert,
  }) => {
    const admin = await createUser({ isAdmin: true })
    const token = await tokenOf(admin)
    await warm(client, token.value, '/rest/admin/cloud')
    const browser = await signedIn(admin)
    assert.equal((await browser.request('GET', '/rest/admin/cloud')).status, 200)
    admin.isAdmin = false
    await admin.save()
    assert.equal((await asToken(client, token.value, '/rest/admin/cloud')).status, 403)
    assert.equal((await browser.request('GET', '/rest/admin/cloud')).status, 403)
    assert.isFalse((await browser.request('GET', '/rest/self')).body.is_admin)
  })

  test('two-factor turned off shows on the next request', async ({ client, assert }) => {
    const user = await createUser({ twoFaEnabled: true })
    const token = await tokenOf(user)
    await warm(client, token.value)
    assert.isTrue((await asToken(client, token.value)).body.two_fa)
    await disableTwoFactor(user)
    assert.isFalse((await asToken(client, token.value)).body.two_fa)
  })

  test('a locked account is refused on the next request, and let in again once paid', async ({
    client,
    assert,
  }) => {
    const tenant = await createTenant()
    const user = await createUser()
    await grant(user, 'customer', tenant.customer.id, ['customer_read', 'location_read'])
    const token = await tokenOf(user)
    const venue = `/rest/locations/${tenant.location.id}`
    await warm(client, token.value, venue)
    await warm(client, token.value)
    await db.table('invoices').insert({
      customer_id: tenant.customer.id,
      stripe_status: 'open',
      due_date: DateTime.utc()
        .minus({ days: LOCK_GRACE_DAYS + 2 })
        .toISODate(),
      stripe_invoice_id: `in_signed_in_${tenant.customer.id}`,
      stripe_customer_id: `cus_signed_in_${tenant.customer.id}`,
      stripe_created_at: new Date(),
      stripe_synced_at: new Date(),
      created_at: new Date(),
      updated_at: new Date(),
    })
    assert.equal((await evaluateAccountLocks()).locked, 1)
    const locked = await asToken(client, token.value, venue)
    assert.equal(locked.status, 403)
    assert.equal(locked.body.code, 'E_ACCOUNT_LOCKED')
    assert.isTrue((await asToken(client, token.value)).body.account_locked)
    await db
      .from('invoices')
      .where('customer_id', tenant.customer.id)
      .update({ stripe_status: 'paid' })
    assert.equal((await evaluateAccountLocks()).unlocked, 1)
    assert.equal((await asToken(client, token.value, venue)).status, 200)
  })

  test('impersonation: the borrowed session is the target, then the admin again', async ({
    assert,
  }) => {
    const target = await createUser({ firstname: 'Target' })
    const admin = await createUser({ isAdmin: true })
    const browser = await signedIn(admin)
    await browser.request('POST', '/rest/secure/confirm-password', { password: TEST_PASSWORD })
    const started = await browser.request('POST', '/rest/impersonate', { user_id: target.id })
    assert.equal(started.status, 200)
    assert.equal((await browser.request('GET', '/rest/admin/cloud')).status, 403)
    assert.equal((await browser.request('DELETE', '/rest/impersonate')).status, 200)
    assert.equal((await browser.request('GET', '/rest/admin/cloud')).status, 200)
  })

  test('a deleted user is refused at once, by token and by session', async ({ client, assert }) => {
    const admin = await createUser({ isAdmin: true })
    const user = await createUser()
    const token = await tokenOf(user)
    await warm(client, token.value)
    const browser = await signedIn(user)
    const removed = await client
      .delete(`/rest/users/${user.id}`)
      .json({ everything: true })
      .loginAs(admin)
      .withCsrfToken()
    assert.oneOf(removed.status(), [200, 204], JSON.stringify(removed.body()))
    assert.equal((await asToken(client, token.value)).status, 401)
    assert.equal((await browser.request('GET', '/rest/self')).status, 401)
  })

  test('a cached user row is never another user’s', async ({ client, assert }) => {
    const alice = await createUser({ firstname: 'Alice' })
    const bob = await createUser({ firstname: 'Bob' })
    const [a, b] = [await tokenOf(alice), await tokenOf(bob)]
    for (let round = 0; round < 4; round++) {
      const [mine, theirs] = await Promise.all([asToken(client, a.value), asToken(client, b.value)])
      assert.deepInclude(mine.body, { id: alice.id, firstname: 'Alice' })
      assert.deepInclude(theirs.body, { id: bob.id, firstname: 'Bob' })
    }
  })
})
