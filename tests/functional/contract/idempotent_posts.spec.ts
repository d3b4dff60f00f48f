import { test } from '@japa/runner'
import { declaredRoutes } from '#kernel/http/contract/api_routes'

/** Issue 30: a POST a retry could double honours Idempotency-Key; any other says in the reference why a retry is harmless. */
test.group('Idempotency over the router', () => {
  test('every POST is idempotent with a key or declares in the reference why a retry does no harm', async ({
    client,
    assert,
  }) => {
    const document = (await client.get('/rest/openapi.json')).body()
    const posts = declaredRoutes().filter(({ method }) => method === 'POST')
    assert.isAbove(posts.length, 100)
    const problems = posts.flatMap(({ pattern }) => {
      const op = document.paths[pattern.replace(/:([A-Za-z_]+)/g, '{$1}')].post
      if (op['x-idempotent'] && op['x-retry-safe']) return [`POST ${pattern}: both`]
      if (!op['x-idempotent'] && !op['x-retry-safe']) return [`POST ${pattern}: neither`]
      if (op['x-retry-safe'] && !op.description.includes(op['x-retry-safe']))
        return [`POST ${pattern}: the reason is not in its description`]
      return []
    })
    assert.deepEqual(problems, [], 'add `idempotent: true` or `retrySafe: why` to the declaration')
  })

  test('the reference names the reason on a retry-safe POST', async ({ client, assert }) => {
    const document = (await client.get('/rest/openapi.json')).body()
    const logout = document.paths['/rest/auth/logout'].post
    assert.match(logout.description, /Safe to retry without an Idempotency-Key: signing out twice/)
    assert.isTrue(document.paths['/rest/inventory'].post['x-idempotent'])
  })
})
