import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import Group from '#core/groups/models/group'
import { createTenant, createUser } from '#tests/helpers/fixtures'
import { IDEMPOTENCY_CLAIM_SECONDS } from '#kernel/http/idempotency/idempotency_middleware'
import { inventoryWorld } from '../inventory/inventory_world.js'

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

  test('a retried stock deduction with the same key deducts once', async ({ client, assert }) => {
    const world = await inventoryWorld(client)
    ;(await world.stock(world.switchProduct.id, 10)).assertStatus(201)
    const deduct = () =>
      world
        .stock(world.switchProduct.id, -3, { reason: 'sale' })
        .header('Idempotency-Key', 'sale-42')
    const first = await deduct()
    first.assertStatus(201)
    const retry = await deduct()
    retry.assertStatus(201)
    assert.equal(retry.header('idempotent-replayed'), 'true')
    assert.deepEqual(retry.body(), first.body())
    const product = await db.from('products').where('id', world.switchProduct.id).firstOrFail()
    assert.equal(product.quantity, 7)
    const sales = await db
      .from('inventory_logs')
      .where({ product_id: world.switchProduct.id, reason: 'sale' })
    assert.lengthOf(sales, 1)
  })

  test('a claim left in progress by a process that died is taken over after the claim timeout', async ({
    client,
    assert,
  }) => {
    const admin = await createUser({ isAdmin: true })
    const claim = (key: string, seconds: number) =>
      db.table('idempotency_keys').insert({
        scope: `user:${admin.id}`,
        key,
        request_hash: 'a'.repeat(64),
        created_at: new Date(Date.now() - seconds * 1000),
      })
    const send = (key: string) =>
      client
        .post('/rest/groups')
        .json({ name: `Crash ${key}` })
        .header('Idempotency-Key', key)
        .loginAs(admin)
        .withCsrfToken()

    await claim('still-running', 5)
    ;(await send('still-running')).assertStatus(422)

    await claim('died-mid-request', IDEMPOTENCY_CLAIM_SECONDS + 5)
    const retry = await send('died-mid-request')
    retry.assertStatus(201)
    assert.isUndefined(retry.header('idempotent-replayed'))
    const replay = await send('died-mid-request')
    assert.equal(replay.header('idempotent-replayed'), 'true')
    assert.equal(replay.body().id, retry.body().id)
    assert.lengthOf(await Group.query().where('name', 'Crash died-mid-request'), 1)
  })

  test('a kept answer is encrypted at rest: the raw row holds no shown-once secret', async ({
    client,
    assert,
  }) => {
    const admin = await createUser({ isAdmin: true })
    const { location } = await createTenant()
    const send = () =>
      client
        .post(`/rest/locations/${location.id}/webhooks`)
        .json({ url: 'https://localhost:9/airdeck-hooks', eventTypes: ['guest.signed_in'] })
        .header('Idempotency-Key', 'endpoint-1')
        .loginAs(admin)
        .withCsrfToken()
    const created = await send()
    created.assertStatus(201)
    const secret = created.body().secret as string
    assert.match(secret, /^whsec_/)

    const row = await db
      .from('idempotency_keys')
      .where({ scope: `user:${admin.id}`, key: 'endpoint-1' })
      .firstOrFail()
    const raw = JSON.stringify(row)
    assert.notInclude(raw, secret)
    assert.notInclude(raw, secret.slice('whsec_'.length))
    assert.notInclude(raw, 'airdeck-hooks')

    const replay = await send()
    assert.equal(replay.header('idempotent-replayed'), 'true')
    assert.equal(replay.body().secret, secret)
  })

  test('an answer kept in clear by the previous release is still replayed', async ({
    client,
    assert,
  }) => {
    const admin = await createUser({ isAdmin: true })
    const first = await client
      .post('/rest/groups')
      .json({ name: 'Legacy row' })
      .header('Idempotency-Key', 'legacy')
      .loginAs(admin)
      .withCsrfToken()
    await db
      .from('idempotency_keys')
      .where({ scope: `user:${admin.id}`, key: 'legacy' })
      .update({ answer: null, body: JSON.stringify(first.body()) })
    const replay = await client
      .post('/rest/groups')
      .json({ name: 'Legacy row' })
      .header('Idempotency-Key', 'legacy')
      .loginAs(admin)
      .withCsrfToken()
    assert.equal(replay.header('idempotent-replayed'), 'true')
    assert.deepEqual(replay.body(), first.body())
  })
})
