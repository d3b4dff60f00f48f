import { test } from '@japa/runner'
import type { PluginDeps, PluginHttpRequest, PluginHttpResponse } from '#core/plugins/define_plugin'
import {
  ControllerAuthError,
  type ControllerRejectedError,
  ControllerUnavailableError,
  ControllerUnexpectedError,
} from '#core/plugins/plugin_errors'
import { pluginProblems } from '#core/plugins/validate_plugin'
import zerotier from '#plugins/zerotier/index'
import { CentralApi } from '#plugins/zerotier/client/central_api'
import { throwForStatus } from '#plugins/zerotier/client/responses'
import { withDefaults, zerotierSettingsValidator } from '#plugins/zerotier/settings'
import { fixture } from './fixture.js'

function response(
  status: number,
  body: unknown,
  headers: Record<string, string> = {}
): PluginHttpResponse {
  const text = typeof body === 'string' ? body : JSON.stringify(body)
  return {
    status,
    headers,
    setCookies: [],
    body: text,
    json: <T>() => {
      try {
        return JSON.parse(text) as T
      } catch {
        throw new ControllerUnexpectedError('not JSON', text)
      }
    },
  }
}

/** A CentralApi whose http answers from `answer` and records what was sent. */
function apiWith(
  answer: (req: PluginHttpRequest) => PluginHttpResponse,
  settings: Record<string, unknown> = {}
) {
  const sent: PluginHttpRequest[] = []
  const deps = {
    http: { request: async (req: PluginHttpRequest) => (sent.push(req), answer(req)) },
  } as unknown as PluginDeps
  const api = new CentralApi(withDefaults({ token: 'secret-token-1', ...settings } as any), deps)
  return { api, sent }
}

test.group('zerotier protocol', () => {
  test("the plugin passes the host's boot validation; the token is its only secret", ({
    assert,
  }) => {
    assert.deepEqual(pluginProblems('zerotier', 'controller', zerotier), [])
    assert.deepEqual(zerotier.manifest.secretSettings, ['token'])
  })

  test('statuses map to the plugin error classes', ({ assert }) => {
    assert.doesNotThrow(() => throwForStatus(response(200, []), 'x'))
    assert.throws(
      () => throwForStatus(response(401, { message: 'Unauthorized' }), 'x'),
      ControllerAuthError as any
    )
    assert.throws(() => throwForStatus(response(403, ''), 'x'), ControllerAuthError as any)
    assert.throws(
      () => throwForStatus(response(502, '<html>'), 'x'),
      ControllerUnavailableError as any
    )
    assert.throws(() => throwForStatus(response(418, ''), 'x'), ControllerUnexpectedError as any)
    const reasons = [404, 400, 409].map((status) => {
      try {
        throwForStatus(response(status, { message: 'nope' }), 'x')
      } catch (error) {
        return (error as ControllerRejectedError).reason
      }
    })
    assert.deepEqual(reasons, ['not_found', 'invalid_value', 'conflict'])
  })

  test('429: Retry-After when given, else a default of a few seconds', ({ assert }) => {
    const limited = (headers: Record<string, string>) => {
      try {
        throwForStatus(response(429, '', headers), 'x')
      } catch (error) {
        return error as ControllerUnavailableError
      }
    }
    assert.equal(limited({ 'retry-after': '3' })!.retryAfterSeconds, 3)
    assert.equal(limited({})!.retryAfterSeconds, 5)
    assert.equal(limited({ 'retry-after': 'Wed, 21 Oct 2015 07:28:00 GMT' })!.retryAfterSeconds, 5)
  })

  test('every call carries the static token in the chosen scheme, under /api/v1', async ({
    assert,
  }) => {
    const { api, sent } = apiWith(() => response(200, fixture('status')))
    assert.equal((await api.status()).version, '1.2.3')
    assert.equal(sent[0].url, 'https://api.zerotier.com/api/v1/status')
    assert.equal(sent[0].headers?.authorization, 'token secret-token-1')

    const bearer = apiWith(() => response(200, []), {
      authScheme: 'bearer',
      url: 'https://my.zerotier.com',
    })
    await bearer.api.networks()
    assert.equal(bearer.sent[0].url, 'https://my.zerotier.com/api/v1/network')
    assert.equal(bearer.sent[0].headers?.authorization, 'bearer secret-token-1')
  })

  test('members: one request, no paging parameters, the whole list', async ({ assert }) => {
    const { api, sent } = apiWith(() => response(200, fixture('network_member')))
    assert.lengthOf(await api.members('8056c2e21c000001'), 5)
    assert.lengthOf(sent, 1)
    assert.equal(new URL(sent[0].url).search, '')
  })

  test('updates POST a partial member; deletes answer an empty body', async ({ assert }) => {
    const member = fixture<any[]>('network_member')[0]
    const { api, sent } = apiWith((req) => response(200, req.method === 'DELETE' ? '' : member))
    await api.updateMember('8056c2e21c000001', 'a1b2c3d4e5', { config: { authorized: false } })
    await api.deleteMember('8056c2e21c000001', 'a1b2c3d4e5')
    assert.deepEqual(
      sent.map((r) => [r.method, new URL(r.url).pathname, r.body]),
      [
        [
          'POST',
          '/api/v1/network/8056c2e21c000001/member/a1b2c3d4e5',
          { config: { authorized: false } },
        ],
        ['DELETE', '/api/v1/network/8056c2e21c000001/member/a1b2c3d4e5', undefined],
      ]
    )
  })

  test('answers of the wrong shape are unexpected, never a TypeError', async ({ assert }) => {
    const shapes = [{ hello: 'world' }, [{ id: 1 }], 'null', '<html>', [null]]
    for (const body of shapes) {
      const { api } = apiWith(() => response(200, body))
      await assert.rejects(() => api.networks(), ControllerUnexpectedError as any)
      await assert.rejects(() => api.members('8056c2e21c000001'), ControllerUnexpectedError as any)
    }
    const { api } = apiWith(() => response(200, []))
    await assert.rejects(() => api.status(), ControllerUnexpectedError as any)
    await assert.rejects(
      () => api.member('8056c2e21c000001', 'a1b2c3d4e5'),
      ControllerUnexpectedError as any
    )
  })

  test('settings: the URL loses a trailing /api/v1, defaults to Central; token required', async ({
    assert,
  }) => {
    const settings = withDefaults(
      await zerotierSettingsValidator.validate({
        url: 'https://api.zerotier.com/api/v1/',
        token: 'abcdefgh12',
      })
    )
    assert.deepInclude(settings, {
      url: 'https://api.zerotier.com',
      authScheme: 'token',
      verifyTls: true,
      onlineWithinSeconds: 300,
    })
    assert.equal(
      withDefaults(await zerotierSettingsValidator.validate({ token: 'abcdefgh12' })).url,
      'https://api.zerotier.com'
    )
    await assert.rejects(() =>
      zerotierSettingsValidator.validate({ url: 'https://api.zerotier.com' })
    )
    await assert.rejects(() =>
      zerotierSettingsValidator.validate({ token: 'abcdefgh12', network: 'not-a-network' })
    )
    const upper = await zerotierSettingsValidator.validate({
      token: 'abcdefgh12',
      network: '8056C2E21C000001',
    })
    assert.equal(upper.network, '8056c2e21c000001')
  })
})
