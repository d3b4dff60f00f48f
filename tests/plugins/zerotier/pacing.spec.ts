import { randomUUID } from 'node:crypto'
import { test } from '@japa/runner'
import { connectWithPlugin } from '#core/plugins/connect_controller'
import zerotier from '#plugins/zerotier/index'
import { settingsFor, startSimulator } from './zerotier_target.js'

const connect = (settings: Record<string, unknown>) =>
  connectWithPlugin(zerotier, settings, { cacheNamespace: `pacing-${randomUUID()}` })

test.group("zerotier: requests paced to Central's per-token limit", () => {
  test('a sync-sized burst over two connections of one token gets no 429 and reads every network', async ({
    assert,
  }) => {
    // 160 member lists at once: more than Central's 100 requests a second (the simulator's default limit).
    const simulator = await startSimulator({
      networks: undefined,
      limitedTokens: {},
      generatedNetworks: 160,
    })
    try {
      const [a, b] = await Promise.all([
        connect(settingsFor(simulator)),
        connect(settingsFor(simulator)),
      ])
      const sites = await a.listSites()
      assert.lengthOf(sites, 160)
      const lists = await Promise.all(sites.map((site, i) => (i % 2 ? a : b).listDevices(site.id)))
      assert.isTrue(lists.every((devices) => devices.length === 6))
      assert.deepEqual(
        simulator.requests.filter((r) => r.status === 429),
        []
      )
    } finally {
      await simulator.stop()
    }
  })
})
