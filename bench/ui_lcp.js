/**
 * Largest contentful paint of the login page (/auth) in Debian's Chromium, cold cache, measured with a
 * PerformanceObserver in the page. Needs a running server with the built web app:
 *
 *   npm start   (or any Airdeck server)   then   node bench/ui_lcp.js [--url http://127.0.0.1:3333] [--runs 9]
 *
 * Prints the median and the spread for an unthrottled load and for a throttled one (CDP: 4× slower CPU,
 * 40 ms round trip, 10 Mbit/s down), as a rough stand-in for a mid-range laptop on venue WiFi.
 */
import { chromium } from 'playwright'

const argument = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`)
  return index > 0 ? process.argv[index + 1] : fallback
}
const baseUrl = argument('url', process.env.BASE_URL ?? 'http://127.0.0.1:3333')
const runs = Number(argument('runs', '9'))

const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

async function measureOnce(browser, throttled) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  const page = await context.newPage()
  if (throttled) {
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 40,
      downloadThroughput: (10 * 1024 * 1024) / 8,
      uploadThroughput: (5 * 1024 * 1024) / 8,
    })
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  }
  await page.addInitScript(() => {
    window.__lcp = 0
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__lcp = entry.startTime
    }).observe({ type: 'largest-contentful-paint', buffered: true })
  })
  await page.goto(`${baseUrl}/auth`, { waitUntil: 'networkidle' })
  await page.getByRole('button', { name: 'Sign in' }).waitFor()
  await page.waitForTimeout(500)
  const timing = await page.evaluate(() => ({
    lcp: window.__lcp,
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
    transferred: performance
      .getEntriesByType('resource')
      .reduce((sum, entry) => sum + entry.transferSize, 0),
  }))
  await context.close()
  return timing
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ARGS,
})
try {
  await measureOnce(browser, false)
  for (const throttled of [false, true]) {
    const samples = []
    for (let run = 0; run < runs; run++) samples.push(await measureOnce(browser, throttled))
    const lcps = samples.map((sample) => sample.lcp)
    console.log(
      `${throttled ? 'throttled  ' : 'unthrottled'}  LCP median ${median(lcps).toFixed(0)} ms ` +
        `(min ${Math.min(...lcps).toFixed(0)}, max ${Math.max(...lcps).toFixed(0)}, ${runs} runs), ` +
        `FCP median ${median(samples.map((sample) => sample.fcp)).toFixed(0)} ms, ` +
        `transferred ${(median(samples.map((sample) => sample.transferred)) / 1024).toFixed(0)} KB`
    )
  }
} finally {
  await browser.close()
}
