import { test } from '@japa/runner'
import { startSimulator } from './helpers/raw_client.js'

const SITE = '/api/s/default'

async function setup(cleanup: (fn: () => Promise<void>) => void) {
  const started = await startSimulator({ flavour: 'unifi-os' })
  cleanup(() => started.simulator.stop())
  await started.client.login()
  const wlans = async () => (await started.client.get(`${SITE}/rest/wlanconf`)).json.data as any[]
  return { ...started, wlans }
}

test.group('UniFi simulator | WLANs', () => {
  test('three WLANs: private WPA2, guest, PPSK with private_preshared_keys', async ({
    assert,
    cleanup,
  }) => {
    const { wlans, client } = await setup(cleanup)
    const list = await wlans()
    const [privateWlan, guest, ppsk] = list
    assert.deepInclude(privateWlan, { security: 'wpapsk', wpa_mode: 'wpa2', is_guest: false })
    assert.isTrue(guest.is_guest)
    assert.isTrue(ppsk.private_preshared_keys_enabled)
    assert.lengthOf(ppsk.private_preshared_keys, 2)
    for (const key of ppsk.private_preshared_keys)
      assert.properties(key, ['password', 'networkconf_id'])
    const one = await client.get(`${SITE}/rest/wlanconf/${guest._id}`)
    assert.deepEqual(one.json.data, [guest])
  })

  test('PUT merges a partial object; the passphrase must be 8–63 characters', async ({
    assert,
    cleanup,
  }) => {
    const { wlans, client, simulator } = await setup(cleanup)
    const [privateWlan] = await wlans()
    const updated = await client.put(`${SITE}/rest/wlanconf/${privateWlan._id}`, {
      x_passphrase: 'nieuw-wachtwoord',
      hide_ssid: true,
    })
    assert.equal(updated.json.meta.rc, 'ok')
    assert.deepInclude(updated.json.data[0], {
      x_passphrase: 'nieuw-wachtwoord',
      hide_ssid: true,
      name: privateWlan.name,
      security: 'wpapsk',
    })

    for (const bad of ['short', 'x'.repeat(64)]) {
      const refused = await client.put(`${SITE}/rest/wlanconf/${privateWlan._id}`, {
        x_passphrase: bad,
      })
      assert.equal(refused.status, 400)
      assert.equal(refused.json.meta.rc, 'error')
    }
    assert.equal(simulator.state.wlans('default')[0].x_passphrase, 'nieuw-wachtwoord')
    const missing = await client.put(`${SITE}/rest/wlanconf/ffffffffffffffffffffffff`, {
      enabled: false,
    })
    assert.equal(missing.json.meta.rc, 'error')
  })

  test('private_preshared_keys are replaced whole and validated', async ({ assert, cleanup }) => {
    const { wlans, client } = await setup(cleanup)
    const ppsk = (await wlans())[2]
    const keys = [
      { password: 'huurder-12345', networkconf_id: ppsk.private_preshared_keys[0].networkconf_id },
    ]
    const replaced = await client.put(`${SITE}/rest/wlanconf/${ppsk._id}`, {
      ...ppsk,
      private_preshared_keys: keys,
    })
    assert.deepEqual(replaced.json.data[0].private_preshared_keys, keys)
    assert.deepEqual((await wlans())[2].private_preshared_keys, keys)

    const duplicate = await client.put(`${SITE}/rest/wlanconf/${ppsk._id}`, {
      private_preshared_keys: [...keys, ...keys],
    })
    assert.equal(duplicate.json.meta.rc, 'error')
    const tooShort = await client.put(`${SITE}/rest/wlanconf/${ppsk._id}`, {
      private_preshared_keys: [{ password: 'kort', networkconf_id: keys[0].networkconf_id }],
    })
    assert.equal(tooShort.json.meta.rc, 'error')
  })

  test('disabling a WLAN drops its clients and its BSSIDs; create and delete', async ({
    assert,
    cleanup,
  }) => {
    const { wlans, client, simulator } = await setup(cleanup)
    const guest = (await wlans())[1]
    assert.isTrue(simulator.state.clients('default').some((c) => c.essid === guest.name))
    await client.put(`${SITE}/rest/wlanconf/${guest._id}`, { enabled: false })
    assert.isFalse(simulator.state.clients('default').some((c) => c.essid === guest.name))
    const ap = simulator.state.devices('default').find((d) => d.type === 'uap')!
    assert.notInclude(
      ap.vap_table.map((v: any) => v.essid),
      guest.name
    )

    const created = await client.post(`${SITE}/add/wlanconf`, {
      name: 'Evenement',
      security: 'wpapsk',
      wpa_mode: 'wpa2',
      wpa_enc: 'ccmp',
      x_passphrase: 'feest-2026!',
      is_guest: false,
      enabled: true,
    })
    assert.equal(created.json.meta.rc, 'ok')
    const id = created.json.data[0]._id
    assert.match(id, /^[0-9a-f]{24}$/)
    const viaRest = await client.post(`${SITE}/rest/wlanconf`, { name: 'Open', security: 'open' })
    assert.equal(viaRest.json.meta.rc, 'ok')
    const weak = await client.post(`${SITE}/add/wlanconf`, {
      name: 'Zwak',
      security: 'wpapsk',
      x_passphrase: '123',
    })
    assert.equal(weak.json.meta.rc, 'error')
    assert.lengthOf(await wlans(), 5)

    assert.equal((await client.delete(`${SITE}/rest/wlanconf/${id}`)).json.meta.rc, 'ok')
    assert.notInclude(
      (await wlans()).map((w) => w._id),
      id
    )
  })
})
