import { test } from '@japa/runner'
import { STATUS_CODES } from 'node:http'
import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import testUtils from '@adonisjs/core/services/test_utils'
import { createUser, TEST_PASSWORD } from '#tests/helpers/fixtures'
import { clearRateLimits } from '#tests/helpers/rate_limits'

const run = promisify(execFile)
type Operation = { path: string; method: string; op: Record<string, any> }

const operations = (document: any): Operation[] =>
  Object.entries<any>(document.paths).flatMap(([path, byMethod]) =>
    Object.entries<any>(byMethod).map(([method, op]) => ({
      path,
      method: method.toUpperCase(),
      op,
    }))
  )

test.group('API reference / reason phrases and curl examples', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => clearRateLimits())

  test('every answer carries its standard reason phrase (201 Created, 204 No Content), never "201 OK"', async ({
    client,
    assert,
  }) => {
    const document = (await client.get('/rest/openapi.json')).body()
    for (const { path, method, op } of operations(document)) {
      for (const [status, answer] of Object.entries<any>(op.responses)) {
        // 419 (session expired) has no standard phrase to start with.
        if (answer.$ref || !STATUS_CODES[Number(status)]) continue
        assert.match(
          answer.description,
          new RegExp(`^${STATUS_CODES[Number(status)]}`),
          `${method} ${path} ${status}`
        )
      }
    }
    assert.equal(document.paths['/rest/customers'].post.responses['201'].description, 'Created')
    assert.equal(
      document.paths['/rest/customers/{id}'].delete.responses['204'].description,
      'No Content'
    )
    const page = (await client.get('/docs/api')).text()
    assert.include(page, '<code>201</code> Created')
    assert.notInclude(page, '<code>201</code> OK')
  })

  test('every operation has a curl example made from the document, with the Bearer header where a token is accepted', async ({
    client,
    assert,
  }) => {
    const document = (await client.get('/rest/openapi.json')).body()
    for (const { path, method, op } of operations(document)) {
      const samples = op['x-codeSamples']
      assert.lengthOf(samples, 1, `${method} ${path}`)
      const { lang, source } = samples[0]
      assert.equal(lang, 'Shell')
      const where = `${method} ${path}: ${source}`
      assert.match(
        source,
        new RegExp(
          `^curl${method === 'GET' ? ' ' : ` -X ${method} `}"\\$AIRDECK_URL${path.replace(/\{[^}]+\}/g, '[^/"?]+').replace(/[.]/g, '\\.')}[?"]`
        ),
        where
      )
      const takesToken = (op.security ?? []).some((scheme: object) => 'bearer' in scheme)
      assert.equal(source.includes("-H 'Authorization: Bearer <token>'"), takesToken, where)
      if (op.requestBody?.content['application/json']) assert.include(source, "-d '", where)
    }
    const page = (await client.get('/docs/api')).text()
    assert.include(
      page,
      '<h4>Example <span class="muted">curl</span></h4><pre><code>curl -X POST &#34;$AIRDECK_URL/rest/customers&#34;'
    )
  })

  test('the example of "Create a customer" works as written, in a shell, with a real token', async ({
    client,
    assert,
  }) => {
    const admin = await createUser({ isAdmin: true })
    const issued = await client
      .post('/rest/auth/token')
      .json({ email: admin.email, password: TEST_PASSWORD, name: 'docs' })
    issued.assertStatus(201)
    const document = (await client.get('/rest/openapi.json')).body()
    const source: string = document.paths['/rest/customers'].post['x-codeSamples'][0].source
    const command = `${source.replace('<token>', issued.body().token)} -s -w '\\n%{http_code}'`
    const { stdout } = await run('bash', ['-c', command], {
      env: { ...process.env, AIRDECK_URL: `http://${process.env.HOST}:${process.env.PORT}` },
    })
    const lines = stdout.trim().split('\n')
    assert.equal(lines.at(-1), '201', stdout)
    assert.property(JSON.parse(lines.slice(0, -1).join('\n')), 'id')
  })
})
