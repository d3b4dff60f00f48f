import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { buildLocationWorld } from './world.js'

test.group('Locations / postal code of the venue country', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a Belgian venue needs four digits; the error is the translated postal-code rule', async ({
    client,
    assert,
  }) => {
    const world = await buildLocationWorld()
    const bad = await client
      .post('/rest/locations')
      .json({ customer_id: world.customerA.id, name: 'Bar Delta', country: 'BE', zipcode: '12345' })
      .loginAs(world.users.admin)
      .withCsrfToken()
      .header('accept-language', 'en')
    bad.assertStatus(422)
    assert.deepInclude(bad.body().errors, {
      field: 'zipcode',
      rule: 'postal_code',
      message: 'Enter a valid postal code for the chosen country',
    })

    const good = await client
      .post('/rest/locations')
      .json({ customer_id: world.customerA.id, name: 'Bar Delta', country: 'BE', zipcode: '3000' })
      .loginAs(world.users.admin)
      .withCsrfToken()
    good.assertStatus(201)
  })

  test('moving a venue to the Netherlands re-checks the code it keeps, and stores "1234ab" as "1234 AB"', async ({
    client,
    assert,
  }) => {
    const world = await buildLocationWorld()
    const created = await client
      .post('/rest/locations')
      .json({
        customer_id: world.customerA.id,
        name: 'Bar Epsilon',
        country: 'BE',
        zipcode: '3000',
      })
      .loginAs(world.users.admin)
      .withCsrfToken()
    const id = created.body().id

    const moved = await client
      .put(`/rest/locations/${id}`)
      .json({ country: 'NL' })
      .loginAs(world.users.admin)
      .withCsrfToken()
    moved.assertStatus(422)
    assert.equal(moved.body().errors[0].field, 'zipcode')

    const fixed = await client
      .put(`/rest/locations/${id}`)
      .json({ country: 'NL', zipcode: '1234ab' })
      .loginAs(world.users.admin)
      .withCsrfToken()
    fixed.assertStatus(200)
    assert.equal(fixed.body().zipcode, '1234 AB')
  })
})
