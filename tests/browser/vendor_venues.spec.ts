import { test } from '@japa/runner'
import { DEMO_ACCOUNTS } from '#database/demo/demo_data'
import { useDemoBrowser } from '#tests/browser/helpers/demo_browser'
import { useDemoSimulators } from '#tests/browser/helpers/demo_simulators'
import { appUrl } from '#tests/browser/helpers/chromium'
import { signIn, waitForPath } from '#tests/browser/helpers/journeys'
import { freeAddress, restJson, syncNow } from '#tests/browser/helpers/rest'

const OMADA_VENUE = 'Zomerbar – Kapermolen park'
const PEPLINK_VENUE = 'Zomerbar – festival stage'
const NEW_SSID = 'Kapermolen Crew'

type Overview = { controller: { id: number }; networks: { private: Array<{ name: string }> } }

test.group('Web app / daily work on the Omada and Peplink demo venues', (group) => {
  const visit = useDemoBrowser(group)
  const syncDemoControllers = useDemoSimulators(group)
  group.each.setup(() => syncDemoControllers())

  test('on the Omada venue the admin reserves a fixed IP and renames the staff network; the controller keeps both', async ({
    assert,
  }) => {
    await visit(async ({ page }) => {
      await signIn(page, DEMO_ACCOUNTS.admin)
      await waitForPath(page, '/dashboard')
      const [venue] = (
        await restJson<{ data: Array<{ id: number }> }>(
          page,
          `/locations?search=${encodeURIComponent(OMADA_VENUE)}`
        )
      ).data
      const { data: clients } = await restJson<{
        data: Array<{
          mac: string
          name: string | null
          hostname: string | null
          fixedIp: string | null
        }>
      }>(page, `/locations/${venue!.id}/network/clients`)
      const labelOf = (row: (typeof clients)[number]) => row.name ?? row.hostname ?? row.mac
      const client = clients.find(
        (row) =>
          !row.fixedIp && clients.filter((other) => labelOf(other) === labelOf(row)).length === 1
      )!
      const label = labelOf(client)
      const { data: subnets } = await restJson<{ data: Array<{ cidr: string | null }> }>(
        page,
        `/locations/${venue!.id}/network/settings/subnets`
      )
      const fixedIp = freeAddress(subnets.find((subnet) => subnet.cidr)!.cidr!)

      await page.goto(appUrl(`/locations/clients?location=${venue!.id}`))
      await page.getByRole('button', { name: `Edit ${label}` }).click()
      const edit = page.getByRole('dialog')
      await edit.getByRole('textbox', { name: /Fixed IP/ }).fill(fixedIp)
      await edit.getByRole('button', { name: 'Save changes' }).click()
      await edit.getByText('Reboot needed').waitFor()

      const overview = await restJson<Overview>(page, `/locations/${venue!.id}/network`)
      const ssid = overview.networks.private[0]!.name
      await page.goto(appUrl(`/locations/dashboard?location=${venue!.id}`))
      await page.getByRole('button', { name: `Edit network ${ssid}` }).click()
      const wlan = page.getByRole('dialog', { name: `Edit network ${ssid}` })
      await wlan.getByRole('textbox', { name: /SSID/ }).fill(NEW_SSID)
      await wlan.getByRole('textbox', { name: /type the current network name/ }).fill(ssid)
      await wlan.getByRole('button', { name: 'Save changes' }).click()
      await wlan.waitFor({ state: 'detached' })
      await page.getByRole('article', { name: NEW_SSID }).waitFor()

      // A fresh sync reads the controller again: the reservation and the new name are the controller's own now.
      await syncNow(page, overview.controller.id)
      const synced = await restJson<{ data: Array<{ mac: string; fixedIp: string | null }> }>(
        page,
        `/locations/${venue!.id}/network/clients`
      )
      assert.equal(synced.data.find((row) => row.mac === client.mac)?.fixedIp, fixedIp)
      const wlans = await restJson<{ data: Array<{ name: string }> }>(
        page,
        `/locations/${venue!.id}/network/wlans`
      )
      assert.include(
        wlans.data.map((row) => row.name),
        NEW_SSID
      )
    })
  })

  test("on the Peplink venue the admin sees its organisation and group and picks the router's serial from the controller", async ({
    assert,
  }) => {
    await visit(async ({ page }) => {
      await signIn(page, DEMO_ACCOUNTS.admin)
      await waitForPath(page, '/dashboard')
      const [venue] = (
        await restJson<{ data: Array<{ id: number }> }>(
          page,
          `/locations?search=${encodeURIComponent(PEPLINK_VENUE)}`
        )
      ).data
      await page.goto(appUrl(`/locations/info?location=${venue!.id}`))
      const card = page
        .locator('.mantine-Card-root')
        .filter({ has: page.getByRole('heading', { name: 'Peplink InControl2 settings' }) })
      await card.getByText(/Organisation: /).waitFor()
      const serial = card.getByRole('combobox', { name: 'Router serial number' })
      await serial.click()
      const option = page.getByRole('listbox').getByRole('option').first()
      const picked = (await option.innerText()).split(' ')[0]!
      await option.click()
      await card.getByRole('textbox', { name: 'Configuration template' }).fill('Festival 4G')
      await card.getByRole('button', { name: 'Save changes' }).click()
      await page.getByText('Saved', { exact: false }).first().waitFor()
      const stored = await restJson<{ values: Record<string, string> }>(
        page,
        `/network/config/settings/peplink/${venue!.id}`
      )
      assert.deepEqual(stored.values, { serial: picked, template: 'Festival 4G' })
    })
  })
})
