import { test } from '@japa/runner'
import { startUnifiSimulator } from '#plugins/unifi/simulator/index'
import type { UnifiSimulator } from '#plugins/unifi/simulator/simulator_api'
import { DEMO_ACCOUNTS } from '#database/demo/demo_data'
import { useDemoBrowser } from '#tests/browser/helpers/demo_browser'
import { appUrl, seriousViolations } from '#tests/browser/helpers/chromium'
import { passwordField, signIn, waitForPath } from '#tests/browser/helpers/journeys'
import { freeAddress, restJson, syncNow } from '#tests/browser/helpers/rest'

const SIM_USER = 'journey-admin'
const SIM_PASSWORD = 'Journey-sim-2026!'
const VENUE = 'Zonneveld – lobby'
const SITE = 'Lobby network'
const NEW_SSID = 'Zonneveld Staff'

test.group('Web app / venue network', (group) => {
  const visit = useDemoBrowser(group)
  let sim: UnifiSimulator
  /** The simulator's clock runs ahead by this much: the reboot journey moves it past the restart window. */
  let clockAhead = 0

  group.setup(async () => {
    sim = await startUnifiSimulator({
      clock: () => Date.now() + clockAhead,
      flavour: 'classic',
      tls: true,
      username: SIM_USER,
      password: SIM_PASSWORD,
      randomSeed: 7,
      rebootSeconds: 2,
      sites: [
        { name: 'lobby', desc: SITE, switches: 1, aps: 2, wiredClients: 2, wirelessClients: 4 },
        {
          name: 'spare',
          desc: 'Spare site',
          switches: 1,
          aps: 1,
          wiredClients: 1,
          wirelessClients: 1,
        },
      ],
    })
    return () => sim.stop()
  })

  test('an admin adds a controller, binds a venue, syncs, and manages its network', async ({
    assert,
  }) => {
    await visit(async ({ page }) => {
      await signIn(page, DEMO_ACCOUNTS.admin)
      await waitForPath(page, '/dashboard')

      // Add the simulator through the form: its self-signed certificate is refused until accepted explicitly,
      // then a wrong password, then the right one.
      await page.goto(appUrl('/admin/controllers'))
      await page.getByRole('button', { name: 'Add controller' }).click()
      const form = page.getByRole('dialog', { name: 'Add controller' })
      await form.getByRole('textbox', { name: 'Alias' }).fill('Journey UniFi')
      await form.getByRole('textbox', { name: 'URL' }).fill(sim.url)
      await form.getByRole('textbox', { name: 'Username' }).fill(SIM_USER)
      await passwordField(page, 'Password').fill('Not-the-password-1')
      await form.getByRole('button', { name: 'Add', exact: true }).click()
      await form
        .getByRole('alert')
        .filter({ hasText: /certificate is not trusted/i })
        .waitFor()
      await form.getByRole('checkbox', { name: 'Accept a self-signed certificate' }).check()
      await form.getByRole('button', { name: 'Add', exact: true }).click()
      await form
        .getByRole('alert')
        .filter({ hasText: /credentials/i })
        .waitFor()
      await passwordField(page, 'Password').fill(SIM_PASSWORD)
      await form.getByRole('button', { name: 'Add', exact: true }).click()
      await form.waitFor({ state: 'detached' })
      const row = page.getByRole('row', { name: /Journey UniFi/ })
      await row.getByText('Connected').waitFor()

      // Bind the venue to one of the controller's sites.
      await row.getByRole('button', { name: /2 sites/ }).click()
      const sites = page.getByRole('dialog', { name: 'Sites of Journey UniFi' })
      const siteRow = sites.getByRole('row', { name: new RegExp(SITE) })
      await siteRow.locator('input').first().fill('lobby')
      await page.getByRole('option', { name: new RegExp(VENUE) }).click()
      await siteRow.getByRole('button', { name: /^Link site/ }).click()
      await siteRow.getByText(VENUE).waitFor()
      await sites.getByRole('button', { name: 'Close' }).click()

      // Sync now and read the summary.
      await row.getByRole('button', { name: 'Sync now' }).click()
      await page
        .getByRole('status')
        .filter({ hasText: 'Sync finished' })
        .waitFor({ timeout: 30_000 })

      const controllerId = (
        await restJson<{ data: Array<{ id: number; alias: string }> }>(
          page,
          '/controllers?search=Journey'
        )
      ).data[0]!.id
      const [location] = (
        await restJson<{ data: Array<{ id: number }> }>(
          page,
          `/locations?search=${encodeURIComponent(VENUE)}`
        )
      ).data
      const devices = sim.state.devices('lobby')

      // Dashboard: counts of the live network.
      await page.goto(appUrl(`/locations/dashboard?location=${location!.id}`))
      await page.getByText(`${devices.length} of ${devices.length}`).waitFor()
      await page.getByText('Journey UniFi').waitFor()

      // Topology: every device of the site, under the gateway.
      await page.goto(appUrl(`/locations/topology?location=${location!.id}`))
      for (const device of devices)
        await page.getByText(String(device.name), { exact: true }).first().waitFor()

      // Reboot an access point: it shows as rebooting, and the page follows it back online after the next sync.
      const ap = devices.find((device) => device.type === 'uap')!
      await page.getByRole('button', { name: `Reboot ${ap.name}` }).click()
      const confirm = page.getByRole('dialog', { name: `Reboot ${ap.name}?` })
      await confirm.getByRole('textbox').fill(String(ap.name))
      await confirm.getByRole('button', { name: 'Reboot' }).click()
      const apCard = page.getByLabel(String(ap.name), { exact: true })
      await apCard.getByText('Rebooting').waitFor()
      clockAhead += 2_500
      await syncNow(page, controllerId)
      await apCard.getByText('Online').waitFor({ timeout: 15_000 })

      // Systems: a device group needs at least one device; its health follows the devices.
      await page.goto(appUrl(`/locations/systems?location=${location!.id}`))
      await page.getByRole('button', { name: 'New group' }).click()
      const wizard = page.getByRole('dialog', { name: 'New device group' })
      await wizard.getByRole('textbox', { name: 'Name' }).fill('Payments')
      await wizard.getByRole('combobox', { name: 'Type' }).selectOption('payments')
      await wizard.getByRole('button', { name: 'Next' }).click()
      await wizard.getByRole('button', { name: 'Create group' }).click()
      await wizard.getByText('Pick at least one device.').waitFor()
      await wizard.getByRole('checkbox', { name: new RegExp(String(ap.name)) }).check()
      await wizard.getByRole('button', { name: 'Create group' }).click()
      await page
        .getByRole('row', { name: /Payments/ })
        .getByText('All online')
        .waitFor()

      // Clients: reserve a fixed IP for one client.
      const { data: clients } = await restJson<{
        data: Array<{ mac: string; name: string | null; hostname: string | null }>
      }>(page, `/locations/${location!.id}/network/clients?kind=wired`)
      const client = clients[0]!
      const label = client.name ?? client.hostname ?? client.mac
      const { data: subnets } = await restJson<{ data: Array<{ cidr: string | null }> }>(
        page,
        `/locations/${location!.id}/network/settings/subnets`
      )
      const fixedIp = freeAddress(subnets.find((subnet) => subnet.cidr)!.cidr!)
      await page.goto(appUrl(`/locations/clients?location=${location!.id}`))
      const table = page.getByRole('table', { name: 'Clients' })
      await table.getByRole('button', { name: `Edit ${label}` }).waitFor()
      assert.equal(await table.locator('tbody tr').count(), sim.state.clients('lobby').length)
      await page.getByRole('button', { name: `Edit ${label}` }).click()
      const edit = page.getByRole('dialog')
      await edit.getByRole('textbox', { name: /Fixed IP/ }).fill(fixedIp)
      await edit.getByRole('button', { name: 'Save changes' }).click()
      await edit.getByText('Reboot needed').waitFor()
      const reserved = sim.state.knownUsers('lobby').find((user) => user.mac === client.mac)
      assert.equal(reserved?.fixed_ip, fixedIp)

      // WLAN: rename the private network, typing its current name first.
      const overview = await restJson<{ networks: { private: Array<{ name: string }> } }>(
        page,
        `/locations/${location!.id}/network`
      )
      const ssid = overview.networks.private[0]!.name
      await page.goto(appUrl(`/locations/dashboard?location=${location!.id}`))
      await page.getByRole('button', { name: `Edit network ${ssid}` }).click()
      const wlan = page.getByRole('dialog', { name: `Edit network ${ssid}` })
      await wlan.getByRole('textbox', { name: /SSID/ }).fill(NEW_SSID)
      const save = wlan.getByRole('button', { name: 'Save changes' })
      assert.isTrue(await save.isDisabled())
      await wlan.getByRole('textbox', { name: /type the current network name/ }).fill(ssid)
      await save.click()
      await wlan.waitFor({ state: 'detached' })
      await page.getByRole('article', { name: NEW_SSID }).waitFor()
      assert.include(
        sim.state.wlans('lobby').map((item) => item.name),
        NEW_SSID
      )

      for (const tab of ['dashboard', 'topology', 'clients', 'systems']) {
        await page.goto(appUrl(`/locations/${tab}?location=${location!.id}`))
        await page.getByRole('navigation', { name: 'Location tabs' }).waitFor()
        await page
          .getByRole('progressbar')
          .or(page.getByLabel('Loading…'))
          .first()
          .waitFor({ state: 'detached' })
          .catch(() => {})
        assert.deepEqual((await seriousViolations(page)).join(' / '), '', tab)
      }
      await page.goto(appUrl('/admin/controllers'))
      await page.getByRole('row', { name: /Journey UniFi/ }).waitFor()
      assert.deepEqual(await seriousViolations(page), [], '/admin/controllers')
    })
  })
})
