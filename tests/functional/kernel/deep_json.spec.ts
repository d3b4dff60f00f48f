import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import User from '#core/users/models/user'
import { createUser } from '#tests/helpers/fixtures'
import HttpExceptionHandler from '#kernel/exceptions/handler'

/** The JSON text of objects nested `depth` deep (built as text: serialising such a value would overflow here too). */
const nested = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth)

/**
 * JSON nested about a thousand deep (within what the JSON parser takes) overflowed the stack of the framework's deep
 * copy of query and body on the CI machine: a 500 found by the route fuzzing.
 */
test.group('Kernel / deeply nested JSON', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('is a translated 422 before anything reads it; ordinary nesting still passes', async ({
    assert,
  }) => {
    const admin = await createUser({ isAdmin: true })
    const token = (await User.accessTokens.create(admin)).value!.release()
    const send = (path: string, body: string) =>
      fetch(`http://${process.env.HOST}:${process.env.PORT}${path}`, {
        method: path === '/rest/self' ? 'PUT' : 'POST',
        headers: {
          'authorization': `Bearer ${token}`,
          'content-type': 'application/json',
          'accept': 'application/json',
          'accept-language': 'nl',
        },
        body,
      })
    for (const path of ['/rest/self', '/rest/controllers', '/rest/groups']) {
      const answer = await send(
        path,
        `{"name":"x","deep":${nested(1000)},"list":${'['.repeat(1000) + ']'.repeat(1000)}}`
      )
      assert.equal(answer.status, 422, path)
      const body = (await answer.json()) as { code: string; message: string }
      assert.equal(body.code, 'E_BODY_TOO_DEEP')
      assert.include(body.message, 'te diep genest')
    }
    const fine = await send('/rest/groups', `{"name":"Nested but fine","extra":${nested(10)}}`)
    assert.notEqual(fine.status, 500)
  })

  test('a stack overflow while the framework copies a JSON body answers that 422, not a 500', async ({
    assert,
  }) => {
    const ctx = await testUtils.createHttpContext()
    ctx.request.request.headers['content-type'] = 'application/json'
    await new HttpExceptionHandler().handle(new RangeError('Maximum call stack size exceeded'), ctx)
    assert.equal(ctx.response.getStatus(), 422)
    assert.equal((ctx.response.getBody() as { code: string }).code, 'E_BODY_TOO_DEEP')

    const other = await testUtils.createHttpContext()
    await new HttpExceptionHandler().handle(
      new RangeError('Maximum call stack size exceeded'),
      other
    )
    assert.equal(
      other.response.getStatus(),
      500,
      'without a JSON body it stays an unexpected error'
    )
  })
})
