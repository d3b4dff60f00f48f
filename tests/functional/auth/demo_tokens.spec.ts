import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import User from '#core/users/models/user'
import { createUser, TEST_PASSWORD } from '#tests/helpers/fixtures'
import { clearRateLimits } from '#tests/helpers/rate_limits'

const READ_ONLY = {
  code: 'E_DEMO_READ_ONLY',
  message: 'This is a demo account: you can look around, but nothing can be changed.',
}

test.group('Auth / the demo account gets no token', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => clearRateLimits())

  test('POST /auth/token refuses a demo account with the right password', async ({
    client,
    assert,
  }) => {
    const demo = await createUser({ accountRole: 'demo_customer', lang: 'en' })
    const response = await client
      .post('/rest/auth/token')
      .json({ email: demo.email, password: TEST_PASSWORD, name: 'demo cli' })
    response.assertStatus(403)
    assert.deepEqual(response.body(), READ_ONLY)
    const [{ total }] = await db
      .from('auth_access_tokens')
      .where('tokenable_id', demo.id)
      .count('* as total')
    assert.equal(Number(total), 0)

    const wrong = await client
      .post('/rest/auth/token')
      .json({ email: demo.email, password: 'Not-the-password-1!' })
    assert.equal(
      wrong.body().code,
      'E_INVALID_CREDENTIALS',
      'a wrong password is still just a wrong password'
    )
  })

  test('a token made before the account became a demo account opens nothing', async ({
    client,
    assert,
  }) => {
    const user = await createUser({ lang: 'en' })
    const token = await User.accessTokens.create(user, ['*'], { name: 'older' })
    user.accountRole = 'demo_customer'
    await user.save()
    const read = await client
      .get('/rest/self')
      .header('authorization', `Bearer ${token.value!.release()}`)
    read.assertStatus(403)
    assert.deepEqual(read.body(), READ_ONLY)
  })
})
