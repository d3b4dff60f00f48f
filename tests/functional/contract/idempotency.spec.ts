import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import Group from '#core/groups/models/group'
import { createUser } from '#tests/helpers/fixtures'

test.group('Idempotency-Key on creating POSTs', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a retry with the same key gets the first answer and creates nothing more', async ({
    client,
    assert,
  }) => {
    const admin = await createUser({ isAdmin: true })
    const send = (name: string, key = 'retry-7f3c') =>
      client
        .post('/rest/groups')
        .json({ name })
        .header('Idempotency-Key', key)
        .loginAs(admin)
        .withCsrfToken()

    const first = await send('Harbour venues')
    first.assertStatus(201)
    const again = await send('Harbour venues')
    again.assertStatus(201)
    assert.deepEqual(again.body(), first.body())
    assert.equal(again.header('idempotent-replayed'), 'true')
    assert.lengthOf(await Group.query().where('name', 'Harbour venues'), 1)

    const changed = await send('Other name')
    changed.assertStatus(422)
    changed.assertBodyContains({ code: 'E_IDEMPOTENCY_MISMATCH' })

    const fresh = await send('Harbour venues', 'another-key')
    fresh.assertStatus(201)
    assert.notEqual(fresh.body().id, first.body().id)
  })

  test('keys belong to their caller; a failed request keeps nothing; a bad key is a field error', async ({
    client,
    assert,
  }) => {
    const [one, two] = [await createUser({ isAdmin: true }), await createUser({ isAdmin: true })]
    const send = (user: typeof one, body: object, key = 'shared-key') =>
      client
        .post('/rest/groups')
        .json(body)
        .header('Idempotency-Key', key)
        .loginAs(user)
        .withCsrfToken()

    const invalid = await send(one, { name: '' })
    invalid.assertStatus(422)
    const fixed = await send(one, { name: 'Dock bars' })
    fixed.assertStatus(201)
    const otherCaller = await send(two, { name: 'Dock bars' })
    otherCaller.assertStatus(201)
    assert.notEqual(otherCaller.body().id, fixed.body().id)

    const badKey = await send(one, { name: 'x' }, 'spaces are not allowed')
    badKey.assertStatus(422)
    assert.equal(badKey.body().errors[0].field, 'Idempotency-Key')
  })

  test('the reference marks idempotent operations and their header', async ({ client, assert }) => {
    const document = (await client.get('/rest/openapi.json')).body()
    const create = document.paths['/rest/customers'].post
    assert.isTrue(create['x-idempotent'])
    assert.exists(
      create.parameters.find((p: any) => p.name === 'Idempotency-Key' && p.in === 'header')
    )
    assert.notExists(document.paths['/rest/users/me/tokens'].post['x-idempotent'])
  })
})
