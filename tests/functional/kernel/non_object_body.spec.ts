import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import User from '#core/users/models/user'
import { createUser } from '#tests/helpers/fixtures'

/** A top-level JSON array reached the validators as `{}`, so `PUT /rest/self` with `[]` was an empty update (200). */
test.group('Kernel / a JSON body that is not an object', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('is a 422 on a route whose body is an object: arrays, numbers, strings and null alike; nothing changes', async ({
    assert,
  }) => {
    const user = await createUser({ firstname: 'Kept' })
    const token = (await User.accessTokens.create(user)).value!.release()
    const send = (method: string, path: string, body: string) =>
      fetch(`http://${process.env.HOST}:${process.env.PORT}${path}`, {
        method,
        headers: {
          'authorization': `Bearer ${token}`,
          'content-type': 'application/json',
          'accept': 'application/json',
        },
        body,
      })
    for (const body of ['[]', '[{"firstname":"Array"}]', '1', '"text"', 'null', 'true']) {
      const answer = await send('PUT', '/rest/self', body)
      assert.equal(answer.status, 422, body)
      const error = (await answer.json()) as {
        code: string
        errors: Array<{ field: string; rule: string; message: string }>
      }
      assert.equal(error.code, 'E_VALIDATION_ERROR', body)
      assert.deepInclude(error.errors[0], { field: 'body', rule: 'object' })
      assert.isNotEmpty(error.errors[0].message)
    }
    const created = await send('POST', '/rest/groups', '[]')
    assert.equal(created.status, 422)
    await user.refresh()
    assert.equal(user.firstname, 'Kept')

    const object = await send('PUT', '/rest/self', '{"firstname":"Object"}')
    assert.equal(object.status, 200, 'an object body still works')
    const empty = await send('DELETE', '/rest/users/me/tokens/999999', '')
    assert.equal(empty.status, 404, 'an empty body is not refused')
  })
})
