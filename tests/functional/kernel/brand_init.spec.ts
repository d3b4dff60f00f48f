import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import Brand from '#core/brands/models/brand'

test.group('Init / brand configuration', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a known brand answers its colours, an unknown one an empty object', async ({ client }) => {
    await Brand.create({
      slug: 'skynet',
      name: 'Skynet WiFi',
      mainColor: '#112233',
      iconPath: '/brands/skynet.svg',
    })
    const known = await client.get('/rest/init/SkyNet')
    known.assertStatus(200)
    known.assertBody({
      name: 'Skynet WiFi',
      main_color: '#112233',
      accent_color: null,
      icon_path: '/brands/skynet.svg',
    })
    const unknown = await client.get('/rest/init/nobody')
    unknown.assertBody({})
  })
})
