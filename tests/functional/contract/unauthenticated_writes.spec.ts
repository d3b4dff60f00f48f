import { test } from '@japa/runner'
import { HttpSession } from '#tests/helpers/http_session'

test.group('A write without any credentials', () => {
  test('is a 401 on a route that needs a sign-in (as declared), not the CSRF 419; a cookie without the CSRF header stays 419', async ({
    assert,
  }) => {
    const base = `http://${process.env.HOST}:${process.env.PORT}`
    const bare = await fetch(`${base}/rest/users/me/tokens`, {
      method: 'POST',
      headers: { 'accept': 'application/json', 'content-type': 'application/json' },
      body: '{"name":"x"}',
    })
    assert.equal(bare.status, 401)
    assert.equal(((await bare.json()) as { code: string }).code, 'E_UNAUTHORIZED')

    const browser = new HttpSession()
    await browser.request('GET', '/rest/secure/csrf-cookie')
    const forged = await browser.request(
      'POST',
      '/rest/users/me/tokens',
      { name: 'x' },
      { 'x-xsrf-token': 'forged' }
    )
    assert.equal(forged.status, 419)

    // Sign-in keeps its CSRF check (login CSRF): no cookie and no token is still a 419 there.
    const login = await fetch(`${base}/rest/auth/login`, {
      method: 'POST',
      headers: { 'accept': 'application/json', 'content-type': 'application/json' },
      body: '{"email":"a@b.test","password":"x"}',
    })
    assert.equal(login.status, 419)
  })
})
