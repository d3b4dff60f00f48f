import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import HttpExceptionHandler from '#kernel/exceptions/handler'
import User from '#core/users/models/user'
import { createUser } from '#tests/helpers/fixtures'

const base = () => `http://${process.env.HOST}:${process.env.PORT}`

test.group('Kernel / errors and hostile input', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('an unexpected error is a 500 with a request id and no stack', async ({ assert }) => {
    const ctx = await testUtils.createHttpContext()
    const handler = new HttpExceptionHandler()
    await handler.handle(new Error('database exploded at /srv/secret/path.ts:12'), ctx)
    const body = ctx.response.getBody() as Record<string, unknown>
    assert.equal(ctx.response.getStatus(), 500)
    assert.equal(body.code, 'E_INTERNAL_SERVER_ERROR')
    assert.isString(body.requestId)
    assert.notInclude(JSON.stringify(body), 'exploded')
    assert.notProperty(body, 'stack')
  })

  test('malformed JSON is a 400, not a 500', async ({ assert }) => {
    const user = await createUser()
    const token = (await User.accessTokens.create(user)).value!.release()
    const response = await fetch(`${base()}/rest/self`, {
      method: 'PUT',
      headers: {
        'content-type': 'application/json',
        'accept': 'application/json',
        'authorization': `Bearer ${token}`,
      },
      body: '{"firstname": ',
    })
    assert.equal(response.status, 400)
    const body = (await response.json()) as { code: string }
    assert.equal(body.code, 'E_BAD_REQUEST')
  })

  test('ids that cannot exist are not found', async ({ client }) => {
    const admin = await createUser({ isAdmin: true })
    for (const id of ['abc', '-1', '0', '1.5', '1e3', '99999999999']) {
      const response = await client.get(`/rest/locations/${id}`).loginAs(admin)
      response.assertStatus(404)
      response.assertBodyContains({ code: 'E_NOT_FOUND' })
    }
  })

  test('hostile ids and query strings never produce a 500', async ({ client, assert }) => {
    const admin = await createUser({ isAdmin: true })
    const paths = [
      '/rest/locations/abc',
      '/rest/locations/-1',
      '/rest/locations/1e999',
      '/rest/locations/99999999999999',
      "/rest/customers/1'%20or%201=1--",
      '/rest/groups/0',
      '/rest/locations?page=-3',
      '/rest/locations?perPage=100000',
      '/rest/locations?status=hacked',
      '/rest/customers?q=%27%3B%20drop%20table%20users%3B--',
      '/rest/init/..%2F..%2Fetc',
      '/rest/users/me/tokens?page=abc',
    ]
    for (const path of paths) {
      const response = await client.get(path).loginAs(admin)
      assert.isBelow(response.status(), 500, path)
      assert.isString(response.body().code ?? 'ok', path)
    }
  })

  test('oversized bodies are refused', async ({ assert }) => {
    const response = await fetch(`${base()}/rest/auth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept': 'application/json' },
      body: JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(2 * 1024 * 1024) }),
    })
    assert.equal(response.status, 413)
  })
})
