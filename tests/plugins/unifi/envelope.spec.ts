import { test } from '@japa/runner'
import type { PluginHttpResponse } from '#core/plugins/define_plugin'
import {
  ControllerAuthError,
  ControllerRejectedError,
  ControllerUnavailableError,
  ControllerUnexpectedError,
} from '#core/plugins/plugin_errors'
import { rejectionReason, unwrapLegacy } from '#plugins/unifi/client/envelope'
import { csrfFromJwt, cookieHeader } from '#plugins/unifi/client/cookies'
import { fixture } from './fixture.js'

function response(
  status: number,
  body: unknown,
  headers: Record<string, string> = {}
): PluginHttpResponse {
  const text = typeof body === 'string' ? body : JSON.stringify(body)
  return { status, headers, setCookies: [], body: text, json: () => JSON.parse(text) }
}

test.group('unifi client / envelope and cookies', () => {
  test('ok envelope gives its data', ({ assert }) => {
    assert.lengthOf(unwrapLegacy(response(200, fixture('self_sites')), 'sites'), 2)
  })

  test('statuses and vendor errors map to the plugin error classes', ({ assert }) => {
    assert.throws(
      () => unwrapLegacy(response(502, 'Bad gateway'), 'x'),
      ControllerUnavailableError as any
    )
    assert.throws(
      () => unwrapLegacy(response(200, { hello: 'world' }), 'x'),
      ControllerUnexpectedError as any
    )
    assert.throws(
      () => unwrapLegacy(response(200, { meta: { rc: 'ok' }, data: {} }), 'x'),
      ControllerUnexpectedError as any
    )
    assert.throws(
      () =>
        unwrapLegacy(
          response(403, { meta: { rc: 'error', msg: 'api.err.NoPermission' }, data: [] }),
          'x'
        ),
      ControllerAuthError as any
    )
    try {
      unwrapLegacy(response(400, fixture('cmd_devmgr_error')), 'x')
      assert.fail('should throw')
    } catch (error) {
      assert.instanceOf(error, ControllerRejectedError)
      assert.equal((error as ControllerRejectedError).reason, 'device_offline')
      assert.equal((error as ControllerRejectedError).detail, 'api.err.DeviceNotConnected')
    }
  })

  test('429 carries Retry-After (or a default)', ({ assert }) => {
    try {
      unwrapLegacy(
        response(429, { code: 'AUTHENTICATION_FAILED_LIMIT_REACHED' }, { 'retry-after': '17' }),
        'x'
      )
    } catch (error) {
      assert.equal((error as ControllerUnavailableError).retryAfterSeconds, 17)
    }
    try {
      unwrapLegacy(response(429, { code: 'AUTHENTICATION_FAILED_LIMIT_REACHED' }), 'x')
    } catch (error) {
      assert.equal((error as ControllerUnavailableError).retryAfterSeconds, 60)
    }
  })

  test('rejection reasons from vendor messages', ({ assert }) => {
    assert.equal(rejectionReason('api.err.NotFound'), 'not_found')
    assert.equal(rejectionReason('api.err.FixedIpAlreadyUsed'), 'conflict')
    assert.equal(rejectionReason('api.err.InvalidPassphrase'), 'invalid_value')
    assert.equal(rejectionReason('api.err.DeviceBusy'), 'busy')
    assert.equal(rejectionReason('api.err.PortNotPowering'), 'not_powering')
  })

  test('cookies and the CSRF claim of the UniFi OS JWT', ({ assert }) => {
    const payload = Buffer.from(JSON.stringify({ userId: 'u1', csrfToken: 'abc-123' })).toString(
      'base64url'
    )
    assert.equal(csrfFromJwt(`eyJhbGciOiJIUzI1NiJ9.${payload}.sig`), 'abc-123')
    assert.isNull(csrfFromJwt('garbage'))
    assert.equal(
      cookieHeader([
        'TOKEN=x.y.z; Path=/; HttpOnly; SameSite=Strict',
        'old=; Max-Age=0',
        'csrf_token=q; Path=/',
      ]),
      'TOKEN=x.y.z; csrf_token=q'
    )
  })
})
