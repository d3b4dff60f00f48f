import { test } from '@japa/runner'
import { startOmadaSimulator } from '#plugins/omada/simulator/index'
import { startPeplinkSimulator } from '#plugins/peplink/simulator/index'
import { startUnifiSimulator } from '#plugins/unifi/simulator/index'
import { startZeroTierSimulator } from '#plugins/zerotier/simulator/index'

/** What bench/controller_sync_vendors.js counts on: every generated venue has 10 devices and 50 clients. */
test.group("simulators: generated venues have the benchmark's shape", () => {
  test('UniFi and Omada sites, Peplink groups: 10 devices and 50 clients each', async ({
    assert,
  }) => {
    const [unifi, omada, peplink] = await Promise.all([
      startUnifiSimulator({
        flavour: 'unifi-os',
        username: 'bench',
        password: 'bench',
        generatedSites: 3,
      }),
      startOmadaSimulator({ clientId: 'bench', clientSecret: 'bench', generatedSites: 3 }),
      startPeplinkSimulator({ clientId: 'bench', clientSecret: 'bench', generatedGroups: 3 }),
    ])
    try {
      const sizes = (devices: unknown[], clients: unknown[]) => [devices.length, clients.length]
      for (const site of unifi.state.siteNames())
        assert.deepEqual(sizes(unifi.state.devices(site), unifi.state.clients(site)), [10, 50])
      for (const site of omada.state.siteIds())
        assert.deepEqual(sizes(omada.state.devices(site), omada.state.clients(site)), [10, 50])
      const bulk = peplink.state.organizations().find((o) => o.name === 'Generated venues')!
      assert.lengthOf(peplink.state.groups(bulk.id), 3)
      for (const group of peplink.state.groups(bulk.id)) {
        assert.deepEqual(
          sizes(peplink.state.devices(bulk.id, group.id), peplink.state.clients(bulk.id, group.id)),
          [10, 50]
        )
      }
    } finally {
      await Promise.all([unifi.stop(), omada.stop(), peplink.stop()])
    }
  })

  test('ZeroTier networks: the members asked for, one of them pending; the same seed gives the same ones', async ({
    assert,
  }) => {
    const start = () =>
      startZeroTierSimulator({ token: 'bench-token', generatedNetworks: 3, generatedMembers: 10 })
    const [a, b] = await Promise.all([start(), start()])
    try {
      for (const id of a.state.networkIds()) {
        const members = a.state.members(id)
        assert.lengthOf(members, 10)
        assert.lengthOf(
          members.filter((m) => !m.config.authorized && !m.config.lastAuthorizedTime),
          1
        )
        assert.deepEqual(
          members.map((m) => m.nodeId),
          b.state.members(id).map((m) => m.nodeId)
        )
      }
    } finally {
      await Promise.all([a.stop(), b.stop()])
    }
  })
})
