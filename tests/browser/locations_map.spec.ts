import { test } from '@japa/runner'
import type { Locator, Page } from 'playwright'
import { AxeBuilder } from '@axe-core/playwright'
import { DEMO_ACCOUNTS } from '#database/demo/demo_data'
import { useDemoBrowser } from '#tests/browser/helpers/demo_browser'
import { appUrl } from '#tests/browser/helpers/chromium'
import { signIn, waitForPath } from '#tests/browser/helpers/journeys'

/** Issue 19, journey 9: the locations map has a base map, zoom and pan, a legend, labels and clusters. */

type NetworkState = 'online' | 'warning' | 'offline' | 'not_configured' | 'no_devices' | 'failover'
interface Pin {
  id: number
  name: string
  network_status: NetworkState
  lat: number | null
  lng: number | null
}

const TEXT = {
  en: {
    name: 'English',
    map: 'Map',
    mapImage: 'Map of the locations',
    legend: 'Network state',
    zoomIn: 'Zoom in',
    zoomOut: 'Zoom out',
    showAll: 'Show all locations',
    clusterTitle: /^\d+ locations/,
    clusterHint: 'Click to zoom in on them.',
    states: {
      online: 'Online',
      warning: 'Warning',
      offline: 'Offline',
      not_configured: 'Not configured',
      no_devices: 'No devices',
      failover: 'Failover active',
    },
  },
  nl: {
    name: 'Nederlands',
    map: 'Kaart',
    mapImage: 'Kaart van de locaties',
    legend: 'Netwerkstatus',
    zoomIn: 'Inzoomen',
    zoomOut: 'Uitzoomen',
    showAll: 'Alle locaties tonen',
    clusterTitle: /^\d+ locaties/,
    clusterHint: 'Klik om erop in te zoomen.',
    states: {
      online: 'Online',
      warning: 'Waarschuwing',
      offline: 'Offline',
      not_configured: 'Niet geconfigureerd',
      no_devices: 'Geen toestellen',
      failover: 'Failover actief',
    },
  },
} as const
type Lang = keyof typeof TEXT
type Texts = (typeof TEXT)[Lang]

const MAIN_BAR = 'De Markt – main bar'
const TERRACE = 'De Markt – terrace'

const RUNS = [
  { width: 1440, lang: 'en' as Lang },
  { width: 390, lang: 'nl' as Lang },
]

async function useLanguage(page: Page, lang: Lang) {
  if ((await page.locator('html').getAttribute('lang')) === lang) return
  await page.getByRole('button', { name: /: (EN|NL|FR|DE)$/ }).click()
  await page.getByRole('menuitem', { name: TEXT[lang].name }).click()
  await page.waitForFunction(
    (code) => (globalThis as any).document.documentElement.lang === code,
    lang
  )
}

/** What the map is drawn from, as the signed-in admin's browser gets it for the whole world. */
async function mapPins(page: Page): Promise<Pin[]> {
  const body = await page.evaluate(() =>
    (globalThis as any)
      .fetch('/rest/locations/map?west=-180&south=-85&east=180&north=85&zoom=1', {
        credentials: 'include',
      })
      .then((response: any) => response.json())
  )
  return body.pins.map((pin: any) => ({ ...pin, network_status: pin.state }))
}

/** The map's next request for an area at a zoom above `zoom` (the map asks once the user rests). */
function areaRequestAbove(page: Page, zoom: number) {
  return page.waitForRequest((request) => {
    const url = new URL(request.url())
    return url.pathname === '/rest/locations/map' && Number(url.searchParams.get('zoom')) > zoom
  })
}

async function zoomOf(map: Locator) {
  return Number(await map.getAttribute('data-zoom'))
}

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox()
  if (!box) throw new Error('not rendered')
  return box
}

/** The cluster whose label (shown on hover) names the venue. */
async function clusterHolding(map: Locator, name: string) {
  for (const cluster of await map.getByTestId('map-cluster').all()) {
    await cluster.hover()
    if ((await map.getByRole('tooltip').innerText()).includes(name)) return cluster
  }
  throw new Error(`no cluster holds ${name}`)
}

/** Clicks the cluster holding the venue until the venue has its own pin; each click zooms in. */
async function expandTo(page: Page, map: Locator, pin: Pin, assert: any) {
  let clicks = 0
  while (!(await map.getByTestId(`pin-${pin.id}`).isVisible())) {
    const before = await zoomOf(map)
    await (await clusterHolding(map, pin.name)).click()
    await waitForZoom(page, 'above', before)
    clicks++
    assert.isBelow(clicks, 12)
  }
  return clicks
}

/** Waits until the map's zoom is above, below or back near a value (wheel and clicks apply on the next frame). */
async function waitForZoom(page: Page, relation: 'above' | 'below' | 'near', value: number) {
  await page.waitForFunction(
    ([how, than]) => {
      const zoom = Number(
        (globalThis as any).document.querySelector('[data-testid="locations-map"]')?.dataset.zoom
      )
      return how === 'above'
        ? zoom > than
        : how === 'below'
          ? zoom < than
          : Math.abs(zoom - than) < 0.05
    },
    [relation, value] as const
  )
}

test.group('Web app / the locations map', (group) => {
  const visit = useDemoBrowser(group)

  for (const { width, lang } of RUNS) {
    const text: Texts = TEXT[lang]
    test(`the map view has country outlines, a legend with counts, labels and clusters (${width} px, ${lang})`, async ({
      assert,
    }) => {
      await visit(async ({ page }) => {
        await page.setViewportSize({ width, height: 900 })
        await signIn(page, DEMO_ACCOUNTS.admin)
        await waitForPath(page, '/dashboard')
        await useLanguage(page, lang)
        await page.goto(appUrl('/admin/locations'))
        await page.getByText(text.map, { exact: true }).click()

        // The base map: the world atlas's countries, Belgium (where the demo venues are) in sight.
        const map = page.getByTestId('locations-map')
        const outlines = map.getByRole('img', { name: text.mapImage })
        await outlines.locator('path[data-country="Belgium"]').waitFor()
        assert.isAbove(
          await outlines.locator('path[data-country]').count(),
          150,
          'every country is outlined'
        )
        const frame = await boxOf(map)
        const belgium = await boxOf(outlines.locator('path[data-country="Belgium"]'))
        assert.isTrue(
          belgium.x < frame.x + frame.width && belgium.x + belgium.width > frame.x,
          'Belgium is in sight'
        )
        assert.isTrue(
          belgium.y < frame.y + frame.height && belgium.y + belgium.height > frame.y,
          'Belgium is in sight'
        )
        assert.isAtMost(frame.x + frame.width, width, `the map fits in ${width} px`)
        assert.isAtMost(
          await page.evaluate(() => (globalThis as any).document.documentElement.scrollWidth),
          width,
          'the page does not scroll sideways'
        )

        // The legend: each network state on the map with its colour and how many locations have it.
        const pins = (await mapPins(page)).filter((pin) => pin.lat !== null && pin.lng !== null)
        assert.isAbove(pins.length, 3)
        const expected = new Map<NetworkState, number>()
        for (const pin of pins)
          expected.set(pin.network_status, (expected.get(pin.network_status) ?? 0) + 1)
        const legend = page.getByRole('list', { name: text.legend })
        const items = await legend.getByRole('listitem').allInnerTexts()
        assert.sameMembers(
          items.map((item) => item.replace(/\s+/g, ' ').trim()),
          [...expected].map(([state, count]) => `${text.states[state]} ${count}`)
        )

        // Zoomed out, the demo venues (one city) overlap: they merge into numbered clusters holding every pin.
        const clusters = map.getByTestId('map-cluster')
        await clusters.first().waitFor()
        const counted = (
          await clusters.evaluateAll((nodes) =>
            nodes.map((node) => Number((node as any).dataset.count))
          )
        ).reduce((sum, count) => sum + count, 0)
        assert.equal(counted + (await map.locator('[data-testid^="pin-"]').count()), pins.length)
        await clusters.first().hover()
        const label = map.getByRole('tooltip')
        assert.match(await label.innerText(), text.clusterTitle)
        assert.include(await label.innerText(), text.clusterHint)

        // Clicking a cluster zooms in on its venues; at the closest zoom the two venues at one address fan out.
        const mainBar = pins.find((candidate) => candidate.name === MAIN_BAR)!
        const terrace = pins.find((candidate) => candidate.name === TERRACE)!
        const closeUp = areaRequestAbove(page, 12)
        assert.isAbove(await expandTo(page, map, mainBar, assert), 0)
        // Zoomed in, the map asks the server for the small area in sight, the venue inside it.
        const area = new URL((await closeUp).url()).searchParams
        assert.isAtMost(Number(area.get('west')), mainBar.lng!)
        assert.isAtLeast(Number(area.get('east')), mainBar.lng!)
        assert.isAtMost(Number(area.get('south')), mainBar.lat!)
        assert.isAtLeast(Number(area.get('north')), mainBar.lat!)
        assert.isBelow(Number(area.get('east')) - Number(area.get('west')), 1)
        const [first, second] = [
          await boxOf(map.getByTestId(`pin-${mainBar.id}`)),
          await boxOf(map.getByTestId(`pin-${terrace.id}`)),
        ]
        assert.isAtLeast(
          Math.hypot(first.x - second.x, first.y - second.y),
          20,
          'one address, two pins apart'
        )

        // A pin's label on hover: name and network state, inside the map at this width.
        for (const pin of [mainBar, terrace]) {
          await map.getByTestId(`pin-${pin.id}`).hover()
          assert.include(await label.innerText(), pin.name)
          assert.include(await label.innerText(), text.states[pin.network_status])
          const labelBox = await boxOf(label)
          assert.isAtLeast(labelBox.x, frame.x)
          assert.isAtMost(labelBox.x + labelBox.width, frame.x + frame.width)
        }
        const pinButton = map.getByTestId(`pin-${mainBar.id}`)

        // Zoom buttons and the wheel change the zoom; a drag moves the map and its pins.
        const zoomed = await zoomOf(map)
        await map.getByRole('button', { name: text.zoomOut, exact: true }).click()
        assert.isBelow(await zoomOf(map), zoomed)
        await map.getByRole('button', { name: text.zoomIn, exact: true }).click()
        assert.closeTo(await zoomOf(map), zoomed, 0.02)
        await page.mouse.move(frame.x + 20, frame.y + frame.height - 20)
        await page.mouse.wheel(0, 300)
        await waitForZoom(page, 'below', zoomed)
        await page.mouse.wheel(0, -300)
        await waitForZoom(page, 'near', zoomed)
        const before = await boxOf(pinButton)
        await page.mouse.move(frame.x + 20, frame.y + frame.height - 20)
        await page.mouse.down()
        await page.mouse.move(frame.x + 60, frame.y + frame.height - 50, { steps: 4 })
        await page.mouse.up()
        const after = await boxOf(pinButton)
        assert.closeTo(after.x - before.x, 40, 1)
        assert.closeTo(after.y - before.y, -30, 1)

        // "Show all" returns to the clustered overview; no serious accessibility issue on the map or the legend.
        await map.getByRole('button', { name: text.showAll, exact: true }).click()
        await clusters.first().waitFor()
        const axe = await new AxeBuilder({ page })
          .include('[data-testid="locations-map"]')
          .include('[data-testid="map-legend"]')
          .analyze()
        const serious = axe.violations.filter(
          (violation) => violation.impact === 'serious' || violation.impact === 'critical'
        )
        assert.deepEqual(
          serious.map(
            (violation) =>
              `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`
          ),
          []
        )
      })
    }).timeout(90_000)
  }

  test('pins are reached with the keyboard: focus shows the label, Enter opens the venue', async ({
    assert,
  }) => {
    await visit(async ({ page }) => {
      await page.setViewportSize({ width: 1440, height: 900 })
      await signIn(page, DEMO_ACCOUNTS.admin)
      await waitForPath(page, '/dashboard')
      await useLanguage(page, 'en')
      await page.goto(appUrl('/admin/locations'))
      await page.getByText(TEXT.en.map, { exact: true }).click()
      const map = page.getByTestId('locations-map')
      const cluster = map.getByTestId('map-cluster').first()
      await cluster.waitFor()

      // Tab into the map, then to the first cluster; Enter zooms in on it, the arrow keys and +/− work on the map itself.
      await map.focus()
      await page.keyboard.press('Tab')
      assert.equal(
        await cluster.evaluate((node) => node === (globalThis as any).document.activeElement),
        true,
        'Tab from the map reaches its first cluster'
      )
      assert.match(await map.getByRole('tooltip').innerText(), TEXT.en.clusterTitle)
      const overview = await zoomOf(map)
      await page.keyboard.press('Enter')
      await waitForZoom(page, 'above', overview)
      assert.equal(
        await page.evaluate(() => (globalThis as any).document.activeElement?.dataset.testid),
        'locations-map'
      )
      const closer = await zoomOf(map)
      await page.keyboard.press('-')
      assert.closeTo(await zoomOf(map), closer / 2, 0.02)
      await page.keyboard.press('+')
      assert.closeTo(await zoomOf(map), closer, 0.02)

      while ((await map.getByTestId('map-cluster').count()) > 0) {
        const before = await zoomOf(map)
        await map.getByTestId('map-cluster').first().focus()
        await page.keyboard.press('Enter')
        await waitForZoom(page, 'above', before)
      }
      await page.keyboard.press('Tab')
      const focused = page.locator('[data-testid^="pin-"]:focus')
      await focused.waitFor()
      const [name] = (await focused.getAttribute('aria-label'))!.split(': ')
      assert.include(await map.getByRole('tooltip').innerText(), name!)
      const id = (await focused.getAttribute('data-testid'))!.replace('pin-', '')
      await page.keyboard.press('Enter')
      await waitForPath(page, `/locations/dashboard?location=${id}`)
    })
  }).timeout(90_000)
})
