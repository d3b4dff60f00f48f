import { test } from '@japa/runner'
import { readFileSync } from 'node:fs'
import app from '@adonisjs/core/services/app'
import router from '@adonisjs/core/services/router'
import { Validator } from '@seriousme/openapi-schema-validator'
import { declaredRoutes, undeclaredApiRoutes } from '#kernel/http/contract/api_routes'
import { apiTypesSource } from '#kernel/http/contract/typescript_types'
import { API_TYPES_FILES } from '#core/kernel/commands/api_types'

const LANGUAGES = ['en', 'nl', 'fr', 'de']
const errorMessages = (lang: string) =>
  JSON.parse(readFileSync(app.languageFilesPath(`${lang}/errors.json`), 'utf8')) as Record<
    string,
    string
  >

/** Every registered /rest route, as "METHOD /pattern" (the router's own list, not a hand-kept one). */
function registeredApiRoutes() {
  return Object.values(router.toJSON())
    .flat()
    .filter((route) => route.pattern.startsWith('/rest'))
    .flatMap((route) =>
      route.methods
        .filter((method) => method !== 'HEAD')
        .map((method) => `${method} ${route.pattern}`)
    )
}

test.group('Route contract', () => {
  test('a validator asked for its JSON Schema before the API document loads still names the confirmation (the additions load at boot)', ({
    assert,
  }) => {
    // A validator keeps the schema of its first toJSONSchema() call; this test runs before this file builds the
    // document, so it shows the fix when no earlier file of the same process built it (as when run alone).
    const reset = declaredRoutes().find(
      ({ method, pattern }) => method === 'POST' && pattern === '/rest/auth/password/reset'
    )
    const schema = reset?.declaration.body?.toJSONSchema() as { required?: string[] } | undefined
    assert.includeMembers(schema?.required ?? [], ['password', 'password_confirmation'])
  })

  test('every /rest route the router serves is declared with an access rule', ({ assert }) => {
    const registered = registeredApiRoutes()
    assert.isAbove(registered.length, 100)
    assert.deepEqual(
      undeclaredApiRoutes(),
      [],
      'declare these routes with apiRoutes() in their routes.ts'
    )
    console.log(`  ${registered.length} routes declared`)
  })

  test('declared error codes exist, translated in every language', ({ assert }) => {
    const codes = new Set(declaredRoutes().flatMap((route) => route.declaration.errors ?? []))
    for (const lang of LANGUAGES) {
      const messages = errorMessages(lang)
      for (const code of codes) assert.isString(messages[code], `${code} has no ${lang} message`)
    }
  })

  test('GET /rest/openapi.json is a valid OpenAPI 3.1 document listing every route with its access', async ({
    client,
    assert,
  }) => {
    const response = await client.get('/rest/openapi.json')
    response.assertStatus(200)
    const document = response.body()
    assert.equal(document.openapi, '3.1.0')

    const validator = new Validator()
    const result = await validator.validate(document)
    assert.isTrue(result.valid, JSON.stringify(result.errors, null, 1)?.slice(0, 2000))

    const documented = Object.entries(
      document.paths as Record<string, Record<string, any>>
    ).flatMap(([path, operations]) =>
      Object.keys(operations).map(
        (method) => `${method.toUpperCase()} ${path.replace(/\{([A-Za-z_]+)\}/g, ':$1')}`
      )
    )
    assert.sameMembers(documented, registeredApiRoutes())
    for (const operations of Object.values(document.paths as Record<string, Record<string, any>>)) {
      for (const operation of Object.values(operations)) {
        assert.isString(operation.summary)
        assert.oneOf(operation['x-access'].kind, [
          'anyone',
          'signedIn',
          'admin',
          'sales',
          'holds',
          'owned',
        ])
        assert.isObject(operation.responses)
      }
    }
    assert.properties(document.components.securitySchemes, ['session', 'csrf', 'bearer'])
    assert.equal(document['x-error-codes'].E_NOT_FOUND, errorMessages('en').E_NOT_FOUND)
  })

  test('request schemas come from the validators: the sign-in body names its fields', async ({
    client,
    assert,
  }) => {
    const document = (await client.get('/rest/openapi.json')).body()
    const login = document.paths['/rest/auth/login'].post
    const schema = login.requestBody.content['application/json'].schema
    assert.includeMembers(schema.required, ['email', 'password'])
    assert.deepEqual(login.security, [])
    const customers = document.paths['/rest/customers/{id}'].put
    assert.match(customers.description, /customer_update/)
    assert.property(customers.responses, '403')
    assert.deepEqual(
      document.paths['/rest/customers'].get.parameters.find((p: any) => p.name === 'q')?.in,
      'query'
    )
    const device = document.paths['/rest/locations/{id}/network/devices/{deviceId}'].get.parameters
    assert.equal(device.find((p: any) => p.name === 'id').schema.type, 'integer')
    assert.equal(
      device.find((p: any) => p.name === 'deviceId').schema.type,
      'string',
      'vendor ids are text'
    )
  })

  test('the reference page is rendered on the server from the document, with the security headers', async ({
    client,
    assert,
  }) => {
    const page = await client.get('/docs/api')
    page.assertStatus(200)
    assert.match(page.header('content-type') ?? '', /text\/html/)
    assert.include(page.text(), 'Sign in with e-mail and password (session cookie)')
    assert.include(page.text(), '<code>E_IDEMPOTENCY_MISMATCH</code>')
    assert.notInclude(page.text(), '<script')
    assert.match(page.header('content-security-policy') ?? '', /frame-ancestors 'none'/)
  })

  test('the web app and CLI types are generated from this document (run `node ace api:types` after changing a route)', async ({
    client,
    assert,
  }) => {
    const expected = apiTypesSource((await client.get('/rest/openapi.json')).body())
    for (const file of API_TYPES_FILES)
      assert.equal(readFileSync(app.makePath(file), 'utf8'), expected, `${file} is out of date`)
  })
})
