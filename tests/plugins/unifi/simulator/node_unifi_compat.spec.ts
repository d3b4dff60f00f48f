/**
 * A widely used third-party client (npm "node-unifi", used by ioBroker) runs unchanged against the simulator,
 * over HTTPS with the simulator's self-signed certificate (the library's own `sslverify: false`).
 */
import { createRequire } from 'node:module'
import { test } from '@japa/runner'
import { startUnifiSimulator, type UnifiFlavour } from '#plugins/unifi/simulator/index'

const require = createRequire(import.meta.url)
const Unifi = require('node-unifi') as { Controller: new (options: Record<string, unknown>) => any }

for (const flavour of ['classic', 'unifi-os'] as UnifiFlavour[]) {
  test.group(`UniFi simulator | node-unifi against ${flavour}`, () => {
    test('login, sites, devices, clients, reboot, guest authorization, 401 after session expiry', async ({
      assert,
      cleanup,
    }) => {
      // The simulator's clock runs ahead by this much: the test moves it past the reboot window.
      let clockAhead = 0
      const simulator = await startUnifiSimulator({
        flavour,
        clock: () => Date.now() + clockAhead,
        username: 'admin',
        password: 'secret',
        rebootSeconds: 2,
        generatedSites: 2,
      })
      cleanup(() => simulator.stop())
      assert.match(simulator.url, /^https:/)
      const unifi = new Unifi.Controller({
        host: '127.0.0.1',
        port: simulator.port,
        sslverify: false,
        site: 'site-1',
        username: 'admin',
        password: 'secret',
      })

      assert.isTrue(await unifi.login('admin', 'secret'))
      assert.equal(
        unifi._unifios,
        flavour === 'unifi-os',
        'the library detected the flavour from GET /'
      )

      const sites = await unifi.getSites()
      assert.deepEqual(
        sites.map((s: any) => s.name),
        ['site-1', 'site-2']
      )
      const stats = await unifi.getSitesStats()
      assert.isArray(stats[0].health)

      const devices = await unifi.getAccessDevices()
      assert.lengthOf(devices, 10)
      const clients = await unifi.getClientDevices()
      assert.lengthOf(clients, 50)
      const users = await unifi.getAllUsers()
      assert.isAbove(users.length, 50)

      const ap = devices.find((d: any) => d.type === 'uap')
      await unifi.restartDevice(ap.mac, 'soft')
      const during = await unifi.getAccessDevices(ap.mac)
      assert.notEqual(during[0].state, 1)
      assert.isFalse(simulator.state.clients('site-1').some((c) => c.ap_mac === ap.mac))

      const guest = clients.find((c: any) => c.is_guest && c.ap_mac !== ap.mac)
      await unifi.authorizeGuest(guest.mac, 45, 1000, 5000, 100, guest.ap_mac)
      const authorized = await unifi.getClientDevices(guest.mac)
      assert.isTrue(authorized[0].authorized)
      assert.isTrue(simulator.state.guestAuthorizations('site-1').has(guest.mac))
      await unifi.unauthorizeGuest(guest.mac)
      assert.isFalse(simulator.state.guestAuthorizations('site-1').has(guest.mac))

      clockAhead += 2_100
      const back = await unifi.getAccessDevices(ap.mac)
      assert.equal(back[0].state, 1)
      await unifi.logout()

      // node-unifi 2.5's own re-login is a no-op once initialised (login() returns early), so an expired session
      // surfaces as the simulator's 401; a fresh controller object logs in again.
      simulator.faults.expireSessions()
      await assert.rejects(() => unifi.getAccessDevices(), /401/)
      const fresh = new Unifi.Controller({
        host: '127.0.0.1',
        port: simulator.port,
        sslverify: false,
        site: 'site-2',
      })
      await fresh.login('admin', 'secret')
      assert.lengthOf(await fresh.getAccessDevices(), 10)
    }).timeout(20_000)

    test('wrong credentials make the library fail to log in', async ({ assert, cleanup }) => {
      const simulator = await startUnifiSimulator({
        flavour,
        username: 'admin',
        password: 'secret',
      })
      cleanup(() => simulator.stop())
      const unifi = new Unifi.Controller({
        host: '127.0.0.1',
        port: simulator.port,
        sslverify: false,
      })
      await assert.rejects(() => unifi.login('admin', 'wrong'))
    })
  })
}
