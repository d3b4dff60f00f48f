import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import HttpExceptionHandler from '#kernel/exceptions/handler'
import Customer from '#core/customers/models/customer'
import { buildWorld } from '#tests/functional/customers/world'

/** Input PostgreSQL cannot store (NUL characters, numbers beyond int) is a translated 422, never a 500. */
test.group('Kernel / NUL bytes and out-of-range numbers', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a NUL in any query-string value is a translated 422 on its field', async ({
    client,
    assert,
  }) => {
    const world = await buildWorld()
    const paths = [
      '/rest/customers?q=%00',
      '/rest/users?q=a%00b',
      '/rest/groups?q=%00',
      '/rest/locations?search=%00',
      '/rest/locations/map?q=%00',
      `/rest/customers/${world.customer.id}/locations?q=%00`,
      '/rest/partners?q=%00',
      '/rest/invites?q=%00',
    ]
    for (const path of paths) {
      const response = await client.get(path).loginAs(world.users.admin)
      assert.equal(response.status(), 422, `${path}: ${response.text()}`)
      assert.equal(response.body().code, 'E_VALIDATION_ERROR')
      assert.equal(response.body().errors[0].rule, 'no_nul', path)
    }
    const dutch = await client
      .get('/rest/customers?q=%00')
      .header('accept-language', 'nl')
      .loginAs(world.users.admin)
    assert.deepEqual(dutch.body().errors, [
      { field: 'q', rule: 'no_nul', message: 'Het veld q mag geen NUL-tekens bevatten' },
    ])
  })

  test('a NUL anywhere in a JSON body, value or key, is refused before anything is written', async ({
    client,
    assert,
  }) => {
    const world = await buildWorld()
    const calls: Array<[string, string, Record<string, unknown>, string]> = [
      ['put', `/rest/customers/${world.customer.id}`, { name: 'a\u0000b' }, 'name'],
      ['put', `/rest/groups/${world.group.id}`, { name: 'G\u0000' }, 'name'],
      ['post', `/rest/customers/${world.customer.id}/logs`, { message: 'a\u0000b' }, 'message'],
      [
        'post',
        `/rest/locations/${world.location.id}/comments`,
        { comment: 'x', nested: { deep: ['ok', 'n\u0000'] } },
        'nested.deep.1',
      ],
      ['put', `/rest/locations/${world.location.id}`, { ['na\u0000me']: 'x' }, 'na\\0me'],
      ['put', '/rest/partners', { id: world.partner.id, name: 'P\u0000' }, 'name'],
      ['post', '/rest/partners', { name: 'P\u0000' }, 'name'],
      ['put', `/rest/users/${world.users.full.id}`, { firstname: '\u0000' }, 'firstname'],
    ]
    for (const [method, path, body, field] of calls) {
      const response = await (client as any)
        [method](path)
        .json(body)
        .loginAs(world.users.admin)
        .withCsrfToken()
      assert.equal(response.status(), 422, `${method} ${path}: ${response.text()}`)
      assert.deepEqual(
        response.body().errors.map((e: any) => [e.field, e.rule]),
        [[field, 'no_nul']]
      )
      assert.match(
        response.body().errors[0].message,
        /^The .+ field may not contain NUL characters$/
      )
    }
    await world.customer.refresh()
    assert.equal(world.customer.name, 'Customer C')
  })

  test('ids and pages beyond their range are field errors', async ({ client, assert }) => {
    const world = await buildWorld()
    const list = await client.get('/rest/customers?group_id=99999999999').loginAs(world.users.admin)
    list.assertStatus(422)
    assert.equal(list.body().errors[0].rule, 'max')
    const before = await Customer.query().count('* as total')
    const created = await client
      .post('/rest/customers')
      .json({ name: 'Overflow', type: 1, country: 'BE', group_id: 99_999_999_999 })
      .loginAs(world.users.admin)
      .withCsrfToken()
    created.assertStatus(422)
    assert.deepInclude(
      created.body().errors.map((e: any) => [e.field, e.rule]),
      ['group_id', 'max']
    )
    assert.deepEqual((await Customer.query().count('* as total'))[0].$extras, before[0].$extras)
    const updated = await client
      .put(`/rest/customers/${world.customer.id}`)
      .json({ group_id: 99_999_999_999 })
      .loginAs(world.users.admin)
      .withCsrfToken()
    updated.assertStatus(422)
    const self = await client
      .put('/rest/self')
      .json({ default_customer: 99_999_999_999 })
      .loginAs(world.users.full)
      .withCsrfToken()
    self.assertStatus(422)
    const link = await client
      .post(`/rest/partners/link/${world.users.full.id}`)
      .json({ partner_id: 99_999_999_999 })
      .loginAs(world.users.admin)
      .withCsrfToken()
    link.assertStatus(422)
    for (const path of [
      '/rest/customers?page=99999999999999999999',
      '/rest/groups?page=1000001',
      '/rest/users?page=1e20',
    ]) {
      const response = await client.get(path).loginAs(world.users.admin)
      assert.equal(response.status(), 422, path)
      assert.equal(response.body().errors[0].field, 'page', path)
    }
    ;(await client.get('/rest/customers?page=1000000').loginAs(world.users.admin)).assertStatus(200)
  })

  test('PostgreSQL 22021 and 22003 that slip past validation are a translated 422', async ({
    assert,
  }) => {
    const handler = new HttpExceptionHandler()
    for (const sql of ["select convert_from('\\x00'::bytea, 'UTF8')", 'select 99999999999::int']) {
      // Inside its own (nested) transaction: the failed statement must not abort the test's global one.
      const error = await db
        .transaction((trx) => trx.rawQuery(sql))
        .then(
          () => null,
          (e: unknown) => e
        )
      assert.isNotNull(error, sql)
      const ctx = await testUtils.createHttpContext()
      await handler.handle(error, ctx)
      assert.equal(ctx.response.getStatus(), 422, sql)
      const body = ctx.response.getBody() as { code: string; message: string }
      assert.equal(body.code, 'E_INVALID_VALUE')
      assert.equal(body.message, 'The input contains a value that cannot be stored.')
    }
  })
})
