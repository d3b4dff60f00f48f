import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import type { Locator, Page } from 'playwright'
import { startUnifiSimulator } from '#plugins/unifi/simulator/index'
import type { UnifiSimulator } from '#plugins/unifi/simulator/simulator_api'
import { DEMO_ACCOUNTS } from '#database/demo/demo_data'
import { DEMO_UNIFI, pointDemoController } from '#database/demo/demo_network'
import { syncController } from '#core/network/services/sync_controller'
import { useDemoBrowser } from '#tests/browser/helpers/demo_browser'
import { appUrl } from '#tests/browser/helpers/chromium'
import { signIn, signedInAt, waitForPath } from '#tests/browser/helpers/journeys'
import { rowsWrittenInSql } from '#tests/browser/helpers/demo_snapshot'

const MAIN_BAR = 'De Markt – main bar'
const CAFE = 'Café De Markt'
const PHONE = { width: 390, height: 844 }

async function xsrfHeaders(page: Page) {
  const xsrf = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')
  return { 'X-XSRF-TOKEN': decodeURIComponent(xsrf?.value ?? ''), 'Accept': 'application/json' }
}

/** A call of the signed-in browser session, as the web app makes it. */
async function rest<T = any>(
  page: Page,
  method: 'get' | 'put' | 'patch' | 'post' | 'delete',
  path: string,
  data?: unknown
): Promise<T> {
  const response = await page.request.fetch(appUrl(`/rest${path}`), {
    method,
    data,
    headers: await xsrfHeaders(page),
  })
  if (!response.ok())
    throw new Error(`${method} ${path}: ${response.status()} ${await response.text()}`)
  return (await response.json().catch(() => null)) as T
}

async function locationId(page: Page, name: string) {
  const { data } = await rest<{ data: Array<{ id: number }> }>(
    page,
    'get',
    `/locations?search=${encodeURIComponent(name)}`
  )
  return data[0]!.id
}

/** The user's interface language, stored on the server like the language switch does. */
async function useLanguage(page: Page, lang: string) {
  await rest(page, 'put', '/self', { lang })
}

/** The focused element lies inside `field` (Mantine selects focus their inner input) and is on screen. */
async function assertFocusedAndVisible(assert: any, field: Locator, what: string) {
  const focused = () =>
    field.evaluate(
      (element) =>
        element === element.ownerDocument.activeElement ||
        element.contains(element.ownerDocument.activeElement)
    )
  for (let tries = 0; tries < 50 && !(await focused()); tries++)
    await new Promise((resolve) => setTimeout(resolve, 100))
  assert.isTrue(await focused(), `${what} has the focus`)
  const inView = await field.evaluate((element) => {
    const box = element.getBoundingClientRect()
    return box.top >= 0 && box.bottom <= (element.ownerDocument.defaultView?.innerHeight ?? 0)
  })
  assert.isTrue(inView, `${what} is scrolled into sight`)
}

async function scrollDialogToBottom(dialog: Locator) {
  await dialog
    .getByRole('button', { name: /Create location|Locatie aanmaken/ })
    .last()
    .scrollIntoViewIfNeeded()
}

test.group('Web app / readable history and the location form', (group) => {
  const visit = useDemoBrowser(group)
  let sim: UnifiSimulator

  group.setup(async () => {
    // The demo controller of the seed, pointed at a simulator of the demo sites (the test server runs none itself).
    sim = await startUnifiSimulator({
      flavour: 'unifi-os',
      tls: true,
      username: DEMO_UNIFI.username,
      password: DEMO_UNIFI.password,
      sites: DEMO_UNIFI.sites,
      randomSeed: 11,
      rebootSeconds: 30,
    })
    const controller = await db.transaction((trx) => pointDemoController(trx, sim.url))
    await syncController(controller!.id)
    return () => sim.stop()
  })
  // A test that switched a demo user's language must not leave the next one in Dutch.
  group.each.setup(async () => {
    await db.from('users').update({ lang: 'en' })
    await rowsWrittenInSql()
  })

  test('history reads as sentences with names and old → new values, in all four languages', async ({
    assert,
  }) => {
    await visit(async ({ page }) => {
      await signIn(page, DEMO_ACCOUNTS.admin)
      await waitForPath(page, '/dashboard')
      const id = await locationId(page, MAIN_BAR)
      const base = `/locations/${id}/network`
      const wlan = (
        await rest<{ data: Array<{ id: string; name: string }> }>(page, 'get', `${base}/wlans`)
      ).data[0]!
      await rest(page, 'patch', `${base}/wlans/${wlan.id}`, {
        confirmName: wlan.name,
        name: 'Personeel Plus',
      })
      const ap = (
        await rest<{ data: Array<{ id: string; name: string; kind: string }> }>(
          page,
          'get',
          `${base}/devices`
        )
      ).data.find((device) => device.kind === 'ap')!
      await rest(page, 'post', `${base}/devices/${ap.id}/reboot`)
      await rest(page, 'put', `/locations/${id}`, { city: 'Genk' })

      const expected: Record<string, string[]> = {
        en: [
          `Ada Admin renamed the WiFi network “${wlan.name}” to “Personeel Plus”.`,
          `Ada Admin restarted the device “${ap.name}”.`,
          'Ada Admin changed City from “Hasselt” to “Genk”.',
        ],
        nl: [
          `Ada Admin heeft het wifinetwerk ‘${wlan.name}’ hernoemd naar ‘Personeel Plus’.`,
          `Ada Admin heeft het toestel ‘${ap.name}’ herstart.`,
          'Ada Admin heeft Gemeente gewijzigd van ‘Hasselt’ naar ‘Genk’.',
        ],
        fr: [
          `Ada Admin a renommé le réseau Wi-Fi « ${wlan.name} » en « Personeel Plus ».`,
          `Ada Admin a redémarré l’équipement « ${ap.name} ».`,
        ],
        de: [
          `Ada Admin hat das WLAN „${wlan.name}“ in „Personeel Plus“ umbenannt.`,
          `Ada Admin hat das Gerät „${ap.name}“ neu gestartet.`,
        ],
      }
      for (const [lang, sentences] of Object.entries(expected)) {
        await useLanguage(page, lang)
        await page.goto(appUrl(`/locations/history?location=${id}`))
        const changes = page.getByRole('list').first()
        await changes.getByText(sentences[0]!, { exact: true }).waitFor()
        for (const sentence of sentences)
          assert.isTrue(
            await changes.getByText(sentence, { exact: true }).isVisible(),
            `${lang}: ${sentence}`
          )
        // The network events say the same for the command sync recorded.
        await page.getByRole('list').nth(1).getByText(sentences[0]!, { exact: true }).waitFor()
        const text = await page.locator('main').innerText()
        for (const raw of ['network.update_wlan', 'network.reboot_device', '["name"]', ap.id])
          assert.notInclude(text, raw, `${lang} shows no internal text`)
      }

      // On a phone the sentences wrap inside the screen.
      await useLanguage(page, 'en')
      await page.setViewportSize(PHONE)
      await page.goto(appUrl(`/locations/history?location=${id}`))
      const list = page.getByRole('list', { name: 'Changes to this location' })
      await list.getByText(expected.en![0]!, { exact: true }).waitFor()
      const box = await list.boundingBox()
      assert.isAtMost(box!.x + box!.width, PHONE.width, 'the history fits the phone width')
    })
  })

  for (const { lang, viewport } of [
    { lang: 'en', viewport: { width: 1440, height: 900 } },
    { lang: 'nl', viewport: PHONE },
  ]) {
    test(`create location (admin, ${lang}, ${viewport.width} px): asterisk, collapsed technical groups, first error in sight, coordinates refused, the customer's address offered`, async ({
      assert,
    }) => {
      const words =
        lang === 'en'
          ? {
              create: 'Create location',
              name: 'Name',
              customer: 'Customer',
              line: 'Internet line and PPPoE',
              pppoe: 'PPPoE username',
              latitude: 'Latitude',
              latitudeError: 'Enter a latitude between -90 and 90.',
              use: 'Use this address',
              address: 'Address',
              zipcode: 'Postal code',
              city: 'City',
            }
          : {
              create: 'Locatie aanmaken',
              name: 'Naam',
              customer: 'Klant',
              line: 'Internetlijn en PPPoE',
              pppoe: 'PPPoE-gebruikersnaam',
              latitude: 'Breedtegraad',
              latitudeError: 'Geef een breedtegraad tussen -90 en 90.',
              use: 'Dit adres gebruiken',
              address: 'Adres',
              zipcode: 'Postcode',
              city: 'Gemeente',
            }
      await visit(async ({ page }) => {
        await page.setViewportSize(viewport)
        await signIn(page, DEMO_ACCOUNTS.admin)
        await waitForPath(page, '/dashboard')
        await useLanguage(page, lang)
        await createJourney(page)
      })

      async function createJourney(page: Page) {
        const { data: customers } = await rest<{ data: Array<{ id: number; name: string }> }>(
          page,
          'get',
          `/customers?q=${encodeURIComponent(CAFE)}`
        )
        await rest(page, 'put', `/customers/${customers[0]!.id}`, {
          address: 'Grote Markt',
          number: '1',
        })
        const before = (
          await rest<{ meta: { total: number } }>(page, 'get', '/locations?perPage=1')
        ).meta.total

        await page.goto(appUrl('/admin/locations'))
        await page.getByRole('button', { name: words.create }).first().click()
        const dialog = page.getByRole('dialog', { name: words.create })
        const name = dialog.getByRole('textbox', { name: words.name, exact: true })
        await name.waitFor()
        assert.equal(await name.getAttribute('required'), '', 'Name is required')
        assert.match(
          (
            await dialog
              .locator('label', { hasText: new RegExp(`^${words.name}`) })
              .first()
              .innerText()
          ).trim(),
          /\*$/,
          'Name shows an asterisk'
        )

        // Technical fields are there for the admin, grouped and collapsed.
        assert.isFalse(await dialog.getByRole('textbox', { name: words.pppoe }).isVisible())
        const lineGroup = dialog.getByRole('button', { name: words.line })
        assert.equal(await lineGroup.getAttribute('aria-expanded'), 'false')
        await lineGroup.click()
        await dialog.getByRole('textbox', { name: words.pppoe }).waitFor()
        await lineGroup.click()

        // An empty submit from the bottom of the dialog brings the first error into sight and focus: the customer.
        await scrollDialogToBottom(dialog)
        await dialog.getByRole('button', { name: words.create }).click()
        const customerField = dialog.getByLabel(words.customer).first()
        await assertFocusedAndVisible(assert, customerField, 'the customer')
        await customerField.fill('Markt')
        await page.getByRole('option', { name: CAFE }).click()

        // Then the name, still empty.
        await scrollDialogToBottom(dialog)
        await dialog.getByRole('button', { name: words.create }).click()
        await assertFocusedAndVisible(assert, name, 'the name')

        // The customer's address is offered and fills the address fields.
        await dialog.getByText('Grote Markt 1, 3500 Hasselt').waitFor()
        await dialog.getByRole('button', { name: words.use }).click()
        assert.equal(
          await dialog.getByRole('textbox', { name: words.address, exact: true }).inputValue(),
          'Grote Markt 1'
        )
        assert.equal(
          await dialog.getByRole('textbox', { name: words.zipcode }).inputValue(),
          '3500'
        )
        assert.equal(
          await dialog.getByRole('textbox', { name: words.city }).inputValue(),
          'Hasselt'
        )

        // Latitude 95 is an error on the field, kept as typed, and nothing is created.
        await name.fill('Terras achteraan')
        const latitude = dialog.getByRole('textbox', { name: words.latitude })
        await latitude.fill('95')
        await latitude.blur()
        assert.equal(await latitude.inputValue(), '95', 'not clamped to 90')
        await scrollDialogToBottom(dialog)
        await dialog.getByRole('button', { name: words.create }).click()
        await dialog.getByText(words.latitudeError).waitFor()
        await assertFocusedAndVisible(assert, latitude, 'the latitude')
        assert.equal(
          (await rest<{ meta: { total: number } }>(page, 'get', '/locations?perPage=1')).meta.total,
          before
        )

        await latitude.fill('50.93')
        await dialog.getByRole('button', { name: words.create }).click()
        await page.waitForURL((url) => url.pathname.startsWith('/locations/'), { timeout: 10_000 })
        const created = (
          await rest<{ data: Array<{ id: number }> }>(
            page,
            'get',
            `/locations?search=${encodeURIComponent('Terras achteraan')}`
          )
        ).data[0]!
        const location = await rest(page, 'get', `/locations/${created.id}`)
        assert.include(location, {
          address: 'Grote Markt 1',
          zipcode: '3500',
          city: 'Hasselt',
          latitude: 50.93,
        })
        await rest(page, 'delete', `/locations/${created.id}`, {})
      }
    })
  }

  test('a customer user creates a location without the technical fields', async ({ assert }) => {
    await visit(async ({ page }) => {
      await signedInAt(page, DEMO_ACCOUNTS.customer, '/customer/locations')
      await page.getByRole('button', { name: 'Create location' }).first().click()
      const dialog = page.getByRole('dialog', { name: 'Create location' })
      await dialog.getByRole('textbox', { name: 'Name', exact: true }).waitFor()
      for (const hidden of [
        'Technical details',
        'PPPoE username',
        'PPSK profile id',
        'Subscription id (sub_…)',
        'Internet line and PPPoE',
      ]) {
        assert.equal(
          await dialog.getByText(hidden).count(),
          0,
          `${hidden} is not shown to a customer`
        )
      }
    })
  })

  test('read-only text fields look read-only', async ({ assert }) => {
    const nameStyle = async (page: Page) => {
      const name = page.getByRole('textbox', { name: 'Name', exact: true })
      await name.waitFor()
      return name.evaluate((element) => {
        const style = element.ownerDocument.defaultView!.getComputedStyle(element)
        return {
          readOnly: element.hasAttribute('readonly'),
          border: style.borderTopStyle,
          background: style.backgroundColor,
          cursor: style.cursor,
        }
      })
    }
    const editable = await visit(async ({ page }) => {
      await signIn(page, DEMO_ACCOUNTS.admin)
      await waitForPath(page, '/dashboard')
      await page.goto(appUrl(`/locations/info?location=${await locationId(page, MAIN_BAR)}`))
      return nameStyle(page)
    })
    const readOnly = await visit(async ({ page }) => {
      await signIn(page, DEMO_ACCOUNTS.viewer)
      await page.waitForURL((url) => !url.pathname.startsWith('/auth'))
      await page.goto(appUrl(`/locations/info?location=${await locationId(page, MAIN_BAR)}`))
      return nameStyle(page)
    })
    assert.isFalse(editable.readOnly)
    assert.isTrue(readOnly.readOnly)
    assert.equal(editable.border, 'solid')
    assert.equal(readOnly.border, 'dashed')
    assert.notEqual(readOnly.background, editable.background)
    assert.equal(readOnly.cursor, 'default')
  })

  test('invite addresses keep their own case in the wizard', async ({ assert }) => {
    await visit(async ({ page }) => {
      await signedInAt(page, DEMO_ACCOUNTS.admin, '/users')
      await page.getByRole('button', { name: 'Invite users' }).click()
      const dialog = page.getByRole('dialog', { name: 'Invite users' })
      const emails = dialog.getByRole('textbox', { name: 'E-mail addresses' })
      await emails.fill('lower.case@airdeck.example')
      await emails.press('Enter')
      await dialog.getByText('can be invited').waitFor()
      await dialog.getByRole('button', { name: 'Next' }).click()
      await dialog.getByLabel('Locations', { exact: true }).first().click()
      await page.getByRole('option', { name: MAIN_BAR }).click()
      await page.keyboard.press('Escape')
      await dialog.getByRole('button', { name: 'Next' }).click()
      await dialog.getByRole('button', { name: 'Next' }).click()
      const address = dialog.getByText('lower.case@airdeck.example', { exact: true })
      await address.waitFor()
      assert.equal(
        await address.innerText(),
        'lower.case@airdeck.example',
        'shown as typed, not in capitals'
      )
      assert.equal(
        await dialog.getByText(`Location: ${MAIN_BAR}`, { exact: true }).innerText(),
        `Location: ${MAIN_BAR}`
      )
    })
  })

  test('the login page asks GET /self only when this browser has a session', async ({ assert }) => {
    await visit(async ({ page }) => {
      const selfCalls: number[] = []
      const consoleErrors: string[] = []
      page.on('response', (response) => {
        if (
          new URL(response.url()).pathname === '/rest/self' &&
          response.request().method() === 'GET'
        )
          selfCalls.push(response.status())
      })
      page.on('console', (message) => {
        if (message.type() === 'error') consoleErrors.push(message.text())
      })
      await page.goto(appUrl('/auth'))
      await page.getByRole('button', { name: 'Sign in' }).waitFor()
      await page.goto(appUrl('/dashboard'))
      await page.waitForURL((url) => url.pathname === '/auth')
      assert.deepEqual(selfCalls, [], 'no session, no question')
      assert.deepEqual(consoleErrors, [])

      await signIn(page, DEMO_ACCOUNTS.admin)
      await page.waitForURL((url) => url.pathname === '/dashboard')
      await page.reload()
      await page.getByRole('heading', { level: 1 }).waitFor()
      assert.equal(new URL(page.url()).pathname, '/dashboard', 'still signed in after a reload')
      assert.deepEqual(selfCalls, [200])

      await page.getByRole('button', { name: /^Account menu of/ }).click()
      await page.getByRole('menuitem', { name: 'Log out' }).click()
      await page.waitForURL((url) => url.pathname === '/auth')
      selfCalls.length = 0
      await page.reload()
      await page.getByRole('button', { name: 'Sign in' }).waitFor()
      assert.deepEqual(selfCalls, [], 'signed out: no question either')
      assert.deepEqual(consoleErrors, [])
    })
  })
})
