import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { airdeck, useCliConfigDir } from '#tests/helpers/airdeck_cli'
import { clearRateLimits } from '#tests/helpers/rate_limits'
import { createUser, TEST_PASSWORD } from '#tests/helpers/fixtures'
import { authenticatorCode, enableTotp } from './two_factor_helpers.js'

test.group('Two-factor / CLI sign-in', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => clearRateLimits())
  const configDir = useCliConfigDir(group)

  test('`airdeck login` needs --code for a two-factor account, takes the authenticator code or a recovery code', async ({
    assert,
  }) => {
    const user = await createUser()
    const { secret, recoveryCodes } = await enableTotp(user)
    const login = (...extra: string[]) =>
      airdeck(
        configDir(),
        ['login', '--email', user.email, '--password-stdin', ...extra],
        TEST_PASSWORD
      )

    const missing = await login()
    assert.equal(missing.exitCode, 4)
    assert.include(missing.stderr, 'airdeck login --code <code>')
    const wrong = await login('--code', '000000')
    assert.equal(wrong.exitCode, 4)
    assert.include(wrong.stderr, 'Invalid 2FA code.')
    const withCode = await login('--code', authenticatorCode(secret, 1))
    assert.equal(withCode.exitCode, 0, withCode.stderr)
    const withRecovery = await login('--code', recoveryCodes[0])
    assert.equal(withRecovery.exitCode, 0, withRecovery.stderr)
    assert.include(withRecovery.stdout, `Signed in as ${user.email}`)
  })
})
