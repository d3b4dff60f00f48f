import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { choosePublicUrl, type PublicUrlInputs } from '#kernel/http/public_url'
import { createUser } from '#tests/helpers/fixtures'
import { clearRateLimits } from '#tests/helpers/rate_limits'
import { mailCatcher } from '#tests/helpers/mail_catcher'

const port = () => process.env.PORT
const inputs = (over: Partial<PublicUrlInputs>): PublicUrlInputs => ({
  fallback: 'http://localhost:3333',
  followRequestHost: true,
  allowedHosts: [],
  ...over,
})
const linkIn = (text: string | undefined) =>
  text?.match(/(https?:\/\/[^/\s]+)\/auth\/passwordreset\?token=/)?.[1]

test.group('Public URL / which address our links use', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => clearRateLimits())
  group.each.setup(() => mailCatcher.clear())

  test('APP_URL wins; else a loopback or allowed host the user came on; never a forged host, never in production', ({
    assert,
  }) => {
    const request = (host: string, protocol = 'http') => ({ request: { host, protocol } })
    assert.equal(
      choosePublicUrl(
        inputs({ configured: 'https://dash.example.com/', ...request('127.0.0.1:3333') })
      ),
      'https://dash.example.com'
    )
    for (const host of [
      '127.0.0.1:3333',
      'localhost:3333',
      'brightwave.localhost:3333',
      '127.0.0.9:8080',
      '[::1]:3333',
      'LOCALHOST:3333',
    ])
      assert.equal(choosePublicUrl(inputs(request(host))), `http://${host.toLowerCase()}`, host)
    assert.equal(
      choosePublicUrl(inputs(request('airdeck.lan:3333', 'https'))),
      'http://localhost:3333',
      'not allowed'
    )
    assert.equal(
      choosePublicUrl(
        inputs({ allowedHosts: ['airdeck.lan'], ...request('airdeck.lan:3333', 'https') })
      ),
      'https://airdeck.lan:3333'
    )
    for (const forged of [
      'evil.example',
      'localhost.evil.example',
      '127.0.0.1.evil.example',
      'localhost@evil.example',
      'localhost:3333/evil',
      'localhost evil',
      '',
    ])
      assert.equal(choosePublicUrl(inputs(request(forged))), 'http://localhost:3333', forged)
    assert.equal(
      choosePublicUrl(inputs({ followRequestHost: false, ...request('127.0.0.1:3333') })),
      'http://localhost:3333',
      'production: APP_URL only'
    )
    assert.equal(choosePublicUrl(inputs({})), 'http://localhost:3333', 'no request (a job)')
  })

  test('a reset link mailed from a request follows its loopback host, and ignores a forged Host header', async ({
    client,
    assert,
  }) => {
    const user = await createUser()
    const cases: Array<[string, string]> = [
      [`127.0.0.1:${port()}`, `http://127.0.0.1:${port()}`],
      [`localhost:${port()}`, `http://localhost:${port()}`],
      [`evil.example:${port()}`, `http://localhost:${port()}`],
    ]
    for (const [host, expected] of cases) {
      mailCatcher.clear()
      await clearRateLimits()
      const response = await client
        .post('/rest/auth/password/recover')
        .header('host', host)
        .json({ email: user.email })
        .withCsrfToken()
      response.assertStatus(200)
      assert.equal(linkIn((await mailCatcher.waitFor(user.email)).text), expected, host)
    }
  })
})
