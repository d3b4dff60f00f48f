import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import AuditLog from '#kernel/audit/audit_log'
import { createTenant, createUser, grant, TEST_PASSWORD } from '#tests/helpers/fixtures'
import { clearRateLimits } from '#tests/helpers/rate_limits'
import { HttpSession } from '#tests/helpers/http_session'

async function signedIn(email: string) {
  const browser = new HttpSession()
  const login = await browser.signIn(email, TEST_PASSWORD)
  if (login.status !== 200) throw new Error(`sign-in failed: ${login.status}`)
  return browser
}

async function adminBrowser() {
  const admin = await createUser({ isAdmin: true })
  const browser = await signedIn(admin.email)
  return { admin, browser }
}

test.group('Impersonation', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => clearRateLimits())

  test('an admin confirms the password, signs in as a user, acts audited with both identities, and stops', async ({
    assert,
  }) => {
    const tenant = await createTenant()
    const viewer = await createUser()
    await grant(viewer, 'customer', tenant.customer.id, [
      'customer_read',
      'customer_update',
      'location_read',
    ])
    const { admin, browser } = await adminBrowser()

    const unconfirmed = await browser.request('POST', '/rest/impersonate', { user_id: viewer.id })
    assert.equal(unconfirmed.status, 423, 'a recent password confirmation comes first')
    assert.equal(
      (await browser.request('POST', '/rest/secure/confirm-password', { password: TEST_PASSWORD }))
        .status,
      204
    )

    const started = await browser.request('POST', '/rest/impersonate', { user_id: viewer.id })
    assert.equal(started.status, 200)
    assert.deepInclude(started.body, { impersonating: true })
    assert.equal(started.body.impersonator.id, admin.id)
    assert.equal(started.body.user.id, viewer.id)

    const self = await browser.request('GET', '/rest/self')
    assert.equal(self.body.id, viewer.id)
    assert.isTrue(self.body.imposter_mode)
    assert.isFalse(self.body.is_admin)
    assert.equal(
      (await browser.request('GET', '/rest/controllers')).status,
      403,
      "the viewer's rights, not the admin's"
    )

    const change = await browser.request('PUT', `/rest/customers/${tenant.customer.id}`, {
      name: 'Renamed while impersonating',
    })
    assert.equal(change.status, 200)
    const updated = await AuditLog.query()
      .where('action', 'customer.updated')
      .where('object_id', String(tenant.customer.id))
      .firstOrFail()
    assert.equal(updated.actorId, viewer.id)
    assert.equal(updated.impersonatorId, admin.id)
    const request = await AuditLog.query().where('action', 'impersonation.request').firstOrFail()
    assert.deepEqual([request.actorId, request.impersonatorId], [viewer.id, admin.id])
    assert.deepInclude(request.newValues!, {
      method: 'PUT',
      route: '/rest/customers/:id',
      status: 200,
    })

    const stopped = await browser.request('DELETE', '/rest/impersonate')
    assert.equal(stopped.status, 200)
    assert.deepInclude(stopped.body, { impersonating: false })
    const back = await browser.request('GET', '/rest/self')
    assert.equal(back.body.id, admin.id)
    assert.isFalse(back.body.imposter_mode)
    assert.equal((await browser.request('DELETE', '/rest/impersonate')).status, 409)

    const trail = await AuditLog.query()
      .whereIn('action', ['impersonation.started', 'impersonation.stopped'])
      .orderBy('id')
    assert.deepEqual(
      trail.map((entry) => [entry.action, entry.actorId, entry.impersonatorId, entry.objectId]),
      [
        ['impersonation.started', admin.id, admin.id, String(viewer.id)],
        ['impersonation.stopped', admin.id, admin.id, String(viewer.id)],
      ]
    )
    const afterStop = await browser.request('PUT', `/rest/customers/${tenant.customer.id}`, {
      name: 'Renamed by the admin',
    })
    assert.equal(afterStop.status, 200)
    const last = await AuditLog.query()
      .where('action', 'customer.updated')
      .orderBy('id', 'desc')
      .firstOrFail()
    assert.deepEqual([last.actorId, last.impersonatorId], [admin.id, null])

    const screen = await browser.request(
      'GET',
      `/rest/admin/audit-logs?actor=${admin.id}&action=impersonation.request`
    )
    assert.deepEqual(
      screen.body.data.map((entry: any) => [entry.actor_id, entry.impersonator_id]),
      [[viewer.id, admin.id]],
      'the audit screen finds it by the admin'
    )

    assert.equal(
      (await browser.request('POST', '/rest/impersonate', { user_id: viewer.id })).status,
      200
    )
    assert.equal(
      (
        await browser.request('POST', '/rest/auth/login', {
          email: viewer.email,
          password: TEST_PASSWORD,
        })
      ).status,
      200
    )
    assert.isFalse(
      (await browser.request('GET', '/rest/self')).body.imposter_mode,
      'a sign-in in between ends the impersonation'
    )
    assert.equal(
      (await browser.request('DELETE', '/rest/impersonate')).status,
      409,
      'and never leads back to the admin'
    )
  })

  test('refused: another admin, oneself, non-admins, a blocked customer, and a token', async ({
    assert,
  }) => {
    const tenant = await createTenant()
    const user = await createUser()
    await grant(user, 'location', tenant.location.id, ['location_read'])
    const otherAdmin = await createUser({ isAdmin: true })
    const { admin, browser } = await adminBrowser()
    await browser.request('POST', '/rest/secure/confirm-password', { password: TEST_PASSWORD })

    const asAdmin = await browser.request('POST', '/rest/impersonate', { user_id: otherAdmin.id })
    assert.equal(asAdmin.status, 403)
    assert.equal(asAdmin.body.code, 'E_IMPERSONATE_ADMIN')
    assert.equal(asAdmin.body.message, 'An admin cannot sign in as another admin.')
    assert.equal(
      (await browser.request('POST', '/rest/impersonate', { user_id: admin.id })).body.code,
      'E_IMPERSONATE_SELF'
    )
    assert.equal(
      (await browser.request('POST', '/rest/impersonate', { user_id: 999_999_999 })).status,
      404
    )
    assert.equal((await browser.request('POST', '/rest/impersonate', { user_id: 'x' })).status, 422)

    const manager = await createUser()
    await grant(manager, 'customer', tenant.customer.id, ['customer_read', 'customer_update'])
    const managerBrowser = await signedIn(manager.email)
    assert.equal(
      (
        await managerBrowser.request(
          'PUT',
          `/rest/customers/${tenant.customer.id}/support-access`,
          { blocked: true }
        )
      ).status,
      200
    )
    assert.deepEqual(
      (await browser.request('GET', `/rest/customers/${tenant.customer.id}/support-access`)).body,
      { customer_id: tenant.customer.id, blocked: true }
    )

    const blocked = await browser.request(
      'POST',
      '/rest/impersonate',
      { user_id: user.id },
      { 'accept-language': 'nl' }
    )
    assert.equal(blocked.status, 403)
    assert.equal(blocked.body.code, 'E_SUPPORT_ACCESS_BLOCKED')
    assert.include(blocked.body.message, tenant.customer.name)
    assert.equal((await browser.request('GET', '/rest/self')).body.id, admin.id, 'still the admin')

    await managerBrowser.request('POST', '/rest/secure/confirm-password', {
      password: TEST_PASSWORD,
    })
    const notAdmin = await managerBrowser.request('POST', '/rest/impersonate', { user_id: user.id })
    assert.deepInclude(notAdmin, { status: 403 })
    assert.equal(notAdmin.body.code, 'E_IMPERSONATION_ADMIN_ONLY')
    const reader = await signedIn(user.email)
    assert.equal(
      (
        await reader.request('PUT', `/rest/customers/${tenant.customer.id}/support-access`, {
          blocked: false,
        })
      ).status,
      404
    )

    const token = await new HttpSession().request('POST', '/rest/auth/token', {
      email: admin.email,
      password: TEST_PASSWORD,
    })
    const viaToken = await new HttpSession().request(
      'POST',
      '/rest/impersonate',
      { user_id: manager.id },
      { authorization: `Bearer ${token.body.token}` }
    )
    assert.equal(viaToken.status, 401, 'impersonation lives in a browser session only')
  })
})
