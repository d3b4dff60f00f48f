import { test } from '@japa/runner'

/** An answer that sets a cookie must never be kept by a shared cache (a CDN would hand the cookie to others). */
test.group('Kernel / answers that set cookies stay out of shared caches', () => {
  test('GET /rest/init and /rest/init/{brand} set the session and XSRF cookies, so their cache policy is private', async ({
    client,
    assert,
  }) => {
    for (const path of ['/rest/init', '/rest/init/airdeck']) {
      const response = await client.get(path)
      response.assertStatus(200)
      assert.isNotEmpty(response.headers()['set-cookie'], `${path} sets cookies`)
      assert.equal(response.header('cache-control'), 'private, max-age=300', path)
    }
  })
})
