import { test } from '@japa/runner'
import type { Page } from 'playwright'
import { startOmadaSimulator } from '#plugins/omada/simulator/index'
import type { OmadaSimulator } from '#plugins/omada/simulator/simulator_api'
import { startUnifiSimulator } from '#plugins/unifi/simulator/index'
import type { UnifiSimulator } from '#plugins/unifi/simulator/simulator_api'
import { DEMO_ACCOUNTS } from '#database/demo/demo_data'
import { useDemoBrowser } from '#tests/browser/helpers/demo_browser'
import { appUrl, seriousViolations } from '#tests/browser/helpers/chromium'
import { signIn, waitForPath } from '#tests/browser/helpers/journeys'

const OMADA = { clientId: 'ppsk-journey-app', clientSecret: 'ppsk journey secret' }
const UNIFI = { username: 'firmware-journey', password: 'Firmware-sim-2026!' }
const TENANT_VENUE = 'Zonneveld – conference wing'
const LOBBY = 'Zonneveld – lobby'

/** A call the web app itself could make, from the signed-in session (the XSRF cookie as header). */
async function rest<T>(
  page: Page,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  data?: unknown
): Promise<T> {
  const xsrf = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')
  const response = await page.request.fetch(appUrl(`/rest${path}`), {
    method,
    data,
    headers: {
      'X-XSRF-TOKEN': decodeURIComponent(xsrf?.value ?? ''),
      'Accept': 'application/json',
    },
  })
  if (!response.ok())
    throw new Error(`${method} ${path}: ${response.status()} ${await response.text()}`)
  return (await response.json()) as T
}

async function venueId(page: Page, name: string) {
  const { data } = await rest<{ data: Array<{ id: number; name: string }> }>(
    page,
    'GET',
    `/locations?search=${encodeURIComponent(name)}`
  )
  return data.find((location) => location.name === name)!.id
}

/** What an installer does on the controllers page: add the controller, then link the venue to one of its sites. */
async function bindVenue(
  page: Page,
  venue: number,
  controller: Record<string, unknown>,
  siteName: string
) {
  const { id } = await rest<{ id: number }>(page, 'POST', '/controllers', controller)
  const { data: sites } = await rest<{ data: Array<{ id: string; name: string }> }>(
    page,
    'GET',
    `/controllers/${id}/sites`
  )
  const site = sites.find((candidate) => candidate.name === siteName)!
  await rest(page, 'PUT', `/locations/${venue}/network/controller`, {
    controllerId: id,
    siteId: site.id,
  })
}

async function settled(page: Page) {
  await page.getByRole('navigation', { name: 'Location tabs' }).waitFor()
  await page
    .getByLabel('Loading…')
    .first()
    .waitFor({ state: 'detached' })
    .catch(() => {})
}

test.group('Web app / personal WiFi keys and firmware', (group) => {
  const visit = useDemoBrowser(group)
  let omada: OmadaSimulator
  let unifi: UnifiSimulator

  group.setup(async () => {
    omada = await startOmadaSimulator({
      host: '127.0.0.1',
      ...OMADA,
      seed: 23,
      sites: [
        { name: 'Conference wing', switches: 1, aps: 2, wiredClients: 1, wirelessClients: 4 },
      ],
    })
    unifi = await startUnifiSimulator({
      flavour: 'unifi-os',
      tls: true,
      ...UNIFI,
      randomSeed: 5,
      sites: [
        {
          name: 'lobby',
          desc: 'Lobby network',
          switches: 2,
          aps: 4,
          wiredClients: 2,
          wirelessClients: 3,
        },
      ],
    })
    return async () => {
      await omada.stop()
      await unifi.stop()
    }
  })

  test('an editor adds a tenant key and sees its password once, removes another; the systems tab shows firmware and upgrades', async ({
    assert,
  }) => {
    await visit(async ({ page }) => {
      await signIn(page, DEMO_ACCOUNTS.admin)
      await waitForPath(page, '/dashboard')
      const tenantVenue = await venueId(page, TENANT_VENUE)
      const lobby = await venueId(page, LOBBY)
      await bindVenue(
        page,
        tenantVenue,
        { vendor: 'omada', alias: 'Tenant Omada', url: omada.url, ...OMADA, verifyTls: false },
        'Conference wing'
      )
      await bindVenue(
        page,
        lobby,
        { vendor: 'unifi', alias: 'Lobby UniFi', url: unifi.url, ...UNIFI, verifyTls: false },
        'Lobby network'
      )

      // PPSK: the keys of the tenant network, listed without their passwords.
      await page.goto(appUrl(`/locations/dashboard?location=${tenantVenue}`))
      const keys = page.getByRole('table', { name: 'Personal WiFi keys' })
      await keys.getByRole('row', { name: /Unit 1/ }).waitFor()
      await keys.getByRole('row', { name: /Unit 2/ }).waitFor()

      await page.getByRole('button', { name: 'New key' }).click()
      const form = page.getByRole('dialog', { name: 'New personal WiFi key' })
      assert.equal(
        await form
          .getByRole('combobox', { name: /WiFi network/ })
          .locator('option:checked')
          .textContent(),
        'Tenants'
      )
      await form.getByRole('textbox', { name: /^Name/ }).fill('Room 12')
      await form.getByRole('textbox', { name: /Password/ }).fill('short')
      await form.getByRole('button', { name: 'Create key' }).click()
      await form
        .getByText('The password must be 8 to 63 characters without accents or emoji.')
        .waitFor()
      await form.getByText('Enter a VLAN from 1 to 4094.').waitFor()
      await form.getByRole('textbox', { name: /Password/ }).fill('')
      await form.getByRole('textbox', { name: /^VLAN/ }).fill('30')
      await form.getByRole('button', { name: 'Create key' }).click()

      const shown = page.getByRole('dialog', { name: 'Key Room 12 created' })
      await shown.getByText(/not shown again/).waitFor()
      const password = (await shown
        .getByLabel('New password', { exact: true })
        .textContent())!.trim()
      assert.match(password, /^[A-Za-z2-9]{16}$/)
      await shown.getByRole('button', { name: 'Done' }).click()
      await shown.waitFor({ state: 'detached' })
      await keys
        .getByRole('row', { name: /Room 12/ })
        .getByText('30')
        .waitFor()
      assert.notInclude(await page.content(), password)
      await page.reload()
      await keys.getByRole('row', { name: /Room 12/ }).waitFor()
      assert.notInclude(await page.content(), password)
      const listed = await rest<{ data: Array<{ name: string }> }>(
        page,
        'GET',
        `/locations/${tenantVenue}/network/ppsk`
      )
      assert.include(
        listed.data.map((key) => key.name),
        'Room 12'
      )
      assert.notInclude(JSON.stringify(listed), password)

      await page.getByRole('button', { name: 'Remove key Unit 2' }).click()
      const confirm = page.getByRole('dialog', { name: 'Remove personal key' })
      await confirm.getByRole('textbox').fill('Unit 2')
      await confirm.getByRole('button', { name: 'Remove' }).click()
      await keys.getByRole('row', { name: /Unit 2/ }).waitFor({ state: 'detached' })
      // Checked without the "Key removed" toast (its close button is the notification library's own).
      await page.reload()
      await keys.getByRole('row', { name: /Room 12/ }).waitFor()
      assert.deepEqual((await seriousViolations(page)).join(' / '), '', 'dashboard with keys')

      // Firmware: every device's version, which ones the vendor offers an upgrade for, per venue and per group.
      const devices = unifi.state.devices('lobby')
      const upgradable = devices.filter((device) => device.upgradable)
      assert.isAbove(upgradable.length, 0)
      await page.goto(appUrl(`/locations/systems?location=${lobby}`))
      await settled(page)
      const firmware = page.getByRole('table', { name: 'Firmware' })
      await page
        .getByText(
          new RegExp(`^${upgradable.length} devices? of ${devices.length} can be upgraded$`)
        )
        .waitFor()
      const candidate = upgradable[0]!
      await firmware
        .getByRole('row', { name: new RegExp(String(candidate.name)) })
        .getByText(`Upgrade to ${candidate.upgrade_to_firmware}`)
        .waitFor()
      const current = devices.find((device) => !device.upgradable)!
      await firmware
        .getByRole('row', { name: new RegExp(String(current.name)) })
        .getByText('Up to date')
        .waitFor()

      await page.getByRole('button', { name: 'New group' }).click()
      const wizard = page.getByRole('dialog', { name: 'New device group' })
      await wizard.getByRole('textbox', { name: 'Name' }).fill('Music')
      await wizard.getByRole('combobox', { name: 'Type' }).selectOption('music')
      await wizard.getByRole('button', { name: 'Next' }).click()
      await wizard.getByRole('checkbox', { name: new RegExp(String(candidate.name)) }).check()
      await wizard.getByRole('checkbox', { name: new RegExp(String(current.name)) }).check()
      await wizard.getByRole('button', { name: 'Create group' }).click()
      await page
        .getByRole('row', { name: /Music/ })
        .getByText('1 device of 2 can be upgraded')
        .waitFor()
      await page.reload()
      await page
        .getByRole('row', { name: /Music/ })
        .getByText('1 device of 2 can be upgraded')
        .waitFor()
      assert.deepEqual((await seriousViolations(page)).join(' / '), '', 'systems with firmware')

      // The topology card of the device says it too.
      await page.goto(appUrl(`/locations/topology?location=${lobby}`))
      await page
        .getByLabel(String(candidate.name), { exact: true })
        .getByText(`Upgrade to ${candidate.upgrade_to_firmware}`)
        .waitFor()
    })
  }).timeout(120_000)
})
