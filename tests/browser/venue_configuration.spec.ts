import { test } from '@japa/runner'
import { request } from 'node:https'
import type { Page } from 'playwright'
import db from '@adonisjs/lucid/services/db'
import NetworkConfigFile from '#core/network_config/models/network_config_file'
import { syncController } from '#core/network/services/sync_controller'
import Controller from '#core/controllers/models/controller'
import { checkController } from '#core/controllers/actions/check_controller'
import { DEMO_ACCOUNTS } from '#database/demo/demo_data'
import { useDemoBrowser } from '#tests/browser/helpers/demo_browser'
import { useDemoSimulators } from '#tests/browser/helpers/demo_simulators'
import { signedInAt } from '#tests/browser/helpers/journeys'

const VENUE = 'Zonneveld – conference wing'
const SITE = 'conference-wing'

type SimDevice = { mac: string; ip: string; type: string; name: string }

/** A control call to the demo UniFi simulator (self-signed TLS on loopback). */
function simCall(url: string, method: string, path: string, body?: unknown) {
  return new Promise<any>((resolve, reject) => {
    const call = request(
      new URL(path, url),
      { method, rejectUnauthorized: false, headers: { 'content-type': 'application/json' } },
      (answer) => {
        let text = ''
        answer.on('data', (chunk) => (text += chunk))
        answer.on('end', () => resolve(text ? JSON.parse(text) : null))
      }
    )
    call.on('error', reject)
    call.end(body ? JSON.stringify(body) : undefined)
  })
}

/**
 * The installer's site on the demo UniFi controller: a gateway, a switch and two access points adopted in a new site
 * for the venue (four devices: more than the Start plan the venue was sold), two config files of which one is for
 * an older controller version, and accounting's subscription for the venue.
 */
async function prepareVenue() {
  const controller = await db.from('controllers').where('alias', 'Demo UniFi').firstOrFail()
  await simCall(controller.url, 'POST', '/__sim/sites', {
    name: SITE,
    desc: VENUE,
    switches: 1,
    aps: 2,
    wiredClients: 1,
    wirelessClients: 2,
  })
  await syncController(controller.id)
  // The controller's version, as "check connection" reads it: the config files are chosen by it.
  await checkController((await Controller.find(controller.id))!)
  const state = await simCall(controller.url, 'GET', `/__sim/state?site=${SITE}`)
  const venue = await db.from('locations').where('name', VENUE).firstOrFail()
  await db
    .from('locations')
    .where('id', venue.id)
    .update({ plan: 1, subscription_id: 'sub_conference_wing', subscription_status: 'active' })
  const file = (name: string, minVersion: string, maxVersion: string) =>
    NetworkConfigFile.create({
      name,
      vendor: 'unifi',
      minVersion,
      maxVersion,
      canChangeWifiSettings: true,
      originalName: `${name}.unf`,
      size: 10,
      sha256: '0'.repeat(64),
      storagePath: `network_config/${name}.unf`,
    })
  await file('Zonneveld 9.0', '9.0', '9.0')
  await file('Zonneveld 8.x', '8.0', '8.6')
  return {
    venueId: venue.id as number,
    devices: state.devices as SimDevice[],
    wlan: (state.wlans as Array<{ name: string }>)[0].name,
  }
}

/** The input of a labelled field (Mantine also labels the field's list of options). */
const field = (page: Page, label: string) =>
  page.locator('input').and(page.getByLabel(label, { exact: true }))

async function choose(page: Page, label: string, option: RegExp | string) {
  await field(page, label).click()
  await page.getByRole('option', { name: option }).first().click()
}

const save = (page: Page) => page.getByRole('button', { name: 'Opslaan en verder' }).click()

for (const width of [1280, 390]) {
  test.group(`Web app / a venue's road to live at ${width} px`, (group) => {
    const visit = useDemoBrowser(group)
    const syncDemoControllers = useDemoSimulators(group)
    group.each.setup(() => syncDemoControllers())

    test('the installer configures a venue to deploy, downloads its report and finishes it with an enclosure from stock', async ({
      assert,
    }) => {
      const { venueId, devices, wlan } = await prepareVenue()
      const byType = (types: string[]) => devices.filter((device) => types.includes(device.type))
      const enclosure = () => db.from('products').where('model', 'ENC-IP65-S').firstOrFail()
      const stockBefore = (await enclosure()).quantity

      await visit(async ({ page }) => {
        if (width === 390) await page.setViewportSize({ width: 390, height: 844 })
        await signedInAt(
          page,
          DEMO_ACCOUNTS.installer,
          `/locations/configuration?location=${venueId}`
        )
        await page.getByRole('heading', { name: 'Configuratie', exact: true }).waitFor()

        // 1. Type, controller, site, and first a config file for another controller version: refused.
        await choose(page, 'Controller', /Demo UniFi/)
        await choose(page, 'Site op de controller', VENUE)
        await choose(page, 'Configuratiebestand', /Zonneveld 8\.x/)
        await save(page)
        await page
          .getByText(
            'Aanmaken van de UniFi Network-locatie mislukt – bestand niet compatibel met de controllerversie'
          )
          .waitFor()
        await choose(page, 'Configuratiebestand', /Zonneveld 9\.0/)
        await save(page)

        // 2–4. The devices, picked from what the controller shows on the site.
        const pick = async (types: string[]) => {
          for (const device of byType(types)) {
            await field(page, 'Toestellen op de controller').click()
            await page.getByRole('option', { name: new RegExp(device.mac) }).click()
          }
          await page.keyboard.press('Escape')
        }
        await page.getByText('Toestellen op de controller').first().waitFor()
        await pick(['udm', 'ugw', 'uxg'])
        await save(page)
        await page.getByText('Laat leeg als er geen is.').waitFor()
        await pick(['usw'])
        await save(page)
        await field(page, 'Plan').waitFor()
        await pick(['uap'])
        // The venue was sold the Start plan: four devices need Business.
        await save(page)
        await page.getByText('Kies het plan Business of hoger').waitFor()
        await save(page)

        // 5. The WiFi networks.
        await page.getByLabel('Netwerknaam (SSID)', { exact: true }).fill(wlan)
        await save(page)

        // 6. The report: checked live on the controller.
        await page.getByRole('button', { name: 'Controleren en voltooien' }).click()
        await page.getByRole('heading', { name: 'Configuratierapport' }).waitFor()
        assert.isAtLeast(await page.getByText('Gecontroleerd op de controller').count(), 2)

        const [download] = await Promise.all([
          page.waitForEvent('download'),
          page.getByRole('button', { name: 'PDF downloaden' }).click(),
        ])
        assert.equal(download.suggestedFilename(), `configuration-report-${venueId}.pdf`)
        const bytes: Buffer[] = []
        for await (const chunk of (await download.createReadStream())!) bytes.push(chunk as Buffer)
        assert.equal(Buffer.concat(bytes).subarray(0, 5).toString(), '%PDF-')

        // The finish: installation and billing checked live, the installer, an enclosure from stock.
        await page
          .getByText('Elk geconfigureerd toestel is geadopteerd, online en op zijn adres.')
          .waitFor()
        await page.getByText('De facturatie is in orde.').waitFor()
        await choose(page, 'Behuizing', /Outdoor enclosure IP65/)
        await page.getByRole('button', { name: 'Afronden: de locatie gaat live' }).click()
        await page.getByText('De locatie is live').first().waitFor()
      })

      const venue = await db.from('locations').where('id', venueId).firstOrFail()
      assert.equal(venue.status, 'live')
      assert.equal(venue.plan, 2)
      assert.equal((await enclosure()).quantity, stockBefore - 1)
      const install = await db.from('location_installs').where('location_id', venueId).firstOrFail()
      const installer = await db.from('users').where('email', DEMO_ACCOUNTS.installer).firstOrFail()
      assert.equal(install.installer_id, installer.id)
    }).timeout(120_000)
  })
}
