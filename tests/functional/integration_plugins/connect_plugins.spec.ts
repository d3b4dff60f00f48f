import { randomBytes } from 'node:crypto'
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { setIntegrationServiceUrl } from '#core/plugins/connect_integration'
import { startLoyaltySimulator, type LoyaltySimulator } from '#plugins/loyalty/simulator/index'
import {
  startBarOrderingSimulator,
  type BarOrderingSimulator,
} from '#plugins/bar_ordering/simulator/index'
import { buildPortalWorld } from '#tests/functional/portal_admin/portal_world'

const LOYALTY_KEY = 'piggy-connect-key-0123456789abcdef'
const SECRET = `whsec_${randomBytes(32).toString('base64')}`

/** The portal's integrations form with these plugins: a key is saved only after the service accepted it. */
test.group(
  'Integration plugins / connecting loyalty and bar ordering from the portal form',
  (group) => {
    let loyalty: LoyaltySimulator
    let receiver: BarOrderingSimulator
    group.setup(async () => {
      ;[loyalty, receiver] = await Promise.all([
        startLoyaltySimulator({ apiKey: LOYALTY_KEY, host: '127.0.0.1' }),
        startBarOrderingSimulator({ secret: SECRET, host: '127.0.0.1' }),
      ])
      setIntegrationServiceUrl('loyalty', loyalty.url)
      return async () => {
        setIntegrationServiceUrl('loyalty', null)
        await Promise.all([loyalty.stop(), receiver.stop()])
      }
    })
    group.each.setup(() => testUtils.db().withGlobalTransaction())

    test('wrong key → the spec message and nothing saved; right key → connected, the key never returned; options picked', async ({
      client,
      assert,
    }) => {
      const world = await buildPortalWorld()
      const url = `/rest/portal/${world.tenant.location.id}/integrations`
      const connect = (plugin: string, body: object) =>
        client.put(`${url}/${plugin}`).json(body).withCsrfToken().loginAs(world.users.editor)

      const wrong = await connect('loyalty', {
        settings: { apiKey: 'not-the-right-key-0123456789' },
      })
      wrong.assertStatus(422)
      assert.equal(wrong.body().code, 'E_INTEGRATION_KEY_INVALID')
      assert.match(wrong.body().message, /check and retry/i)
      const listed = (await client.get(url).loginAs(world.users.editor)).body()
      assert.isNull(
        listed.data.find((row: any) => row.plugin.id === 'loyalty').connection,
        'nothing saved'
      )

      const newsletter = loyalty.state.subscriptionTypes()[0]
      const right = await connect('loyalty', {
        settings: { apiKey: LOYALTY_KEY },
        options: { subscriptionTypeUuid: newsletter.uuid },
      })
      right.assertStatus(200)
      assert.notInclude(right.text(), LOYALTY_KEY)
      const choices = await client
        .get(`${url}/loyalty/choices`)
        .withCsrfToken()
        .loginAs(world.users.editor)
      choices.assertStatus(200)
      assert.include(choices.text(), newsletter.uuid)

      const badSecret = await connect('bar_ordering', {
        settings: {
          url: receiver.endpointUrl,
          secret: `whsec_${randomBytes(32).toString('base64')}`,
        },
      })
      assert.equal(badSecret.body().code, 'E_INTEGRATION_KEY_INVALID')
      const badForm = await connect('bar_ordering', {
        settings: { url: 'ftp://orders.example', secret: 'nope' },
      })
      badForm.assertStatus(422)
      assert.sameMembers(
        badForm.body().errors.map((error: any) => error.field),
        ['url', 'secret']
      )
      const good = await connect('bar_ordering', {
        settings: { url: receiver.endpointUrl, secret: SECRET },
      })
      good.assertStatus(200)
      assert.notInclude(good.text(), SECRET)
      assert.equal(receiver.state.deliveries().at(-1)!.type, 'webhook.test')
    })
  }
)
