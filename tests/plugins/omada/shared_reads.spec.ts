import { randomUUID } from 'node:crypto'
import { test } from '@japa/runner'
import { connectWithPlugin } from '#core/plugins/connect_controller'
import omada from '#plugins/omada/index'
import { settingsFor, siteIdOf, startSimulator } from './omada_target.js'

const lanNetworkReads = (requests: Array<{ path: string }>) =>
  requests.filter((r) => r.path.split('?')[0].endsWith('/lan-networks')).length

test.group('omada: a site read as a sync reads it', () => {
  test('clients, WLANs and subnets read at once share one LAN networks request; later reads ask again', async ({
    assert,
  }) => {
    const simulator = await startSimulator()
    try {
      const connection = await connectWithPlugin(omada, settingsFor(simulator), {
        cacheNamespace: `shared-${randomUUID()}`,
      })
      const site = siteIdOf(simulator)
      simulator.clearRequests()
      const [clients, wlans, subnets] = await Promise.all([
        connection.listClients(site),
        connection.listWlans!(site),
        connection.listSubnets!(site),
      ])
      assert.isAbove(clients.length, 0)
      assert.isAbove(wlans.length, 0)
      assert.isAbove(subnets.length, 0)
      assert.equal(lanNetworkReads(simulator.requests), 1)

      await connection.listSubnets!(site)
      assert.equal(lanNetworkReads(simulator.requests), 2, 'nothing is kept once the read is over')
    } finally {
      await simulator.stop()
    }
  })
})
