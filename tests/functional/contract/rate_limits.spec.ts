import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import testUtils from '@adonisjs/core/services/test_utils'
import { createUser } from '#tests/helpers/fixtures'
import { clearRateLimits } from '#tests/helpers/rate_limits'

const READS = 'rate_limits.classes.reads'

test.group('Rate limits by route class', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => clearRateLimits())
  group.each.setup(() => {
    const original = app.config.get(READS)
    app.config.set(READS, { perUser: 3, perIp: 1_000_000 })
    return () => app.config.set(READS, original)
  })

  test('every answer tells the caller where they stand; over the limit is a 429 with Retry-After, per caller', async ({
    client,
    assert,
  }) => {
    const [user, other] = [await createUser(), await createUser()]
    const answers = []
    for (let i = 0; i < 4; i++) answers.push(await client.get('/rest/self').loginAs(user))
    assert.deepEqual(
      answers.map((a) => a.status()),
      [200, 200, 200, 429]
    )
    assert.equal(answers[0].header('ratelimit-limit'), '3')
    assert.equal(answers[0].header('ratelimit-remaining'), '2')
    assert.equal(answers[0].header('ratelimit-policy'), '3;w=60')
    assert.isAbove(Number(answers[3].header('retry-after')), 0)
    answers[3].assertBodyContains({ code: 'E_TOO_MANY_REQUESTS' })

    const someoneElse = await client.get('/rest/self').loginAs(other)
    someoneElse.assertStatus(200)
  })

  test('the reference names each operation its class and limits', async ({ client, assert }) => {
    const document = (await client.get('/rest/openapi.json')).body()
    assert.equal(document.paths['/rest/auth/login'].post['x-rate-limit'].class, 'signIn')
    assert.equal(document.paths['/rest/customers'].get['x-rate-limit'].class, 'reads')
    assert.equal(document.paths['/rest/customers'].post['x-rate-limit'].class, 'writes')
    assert.equal(
      document.paths['/rest/auth/password/reset'].post['x-rate-limit'].class,
      'guessable'
    )
  })
})
