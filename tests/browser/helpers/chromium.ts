import { existsSync } from 'node:fs'
import { chromium, type Browser, type Page } from 'playwright'
import { AxeBuilder } from '@axe-core/playwright'
import { onTestRunEnd } from '#tests/helpers/test_run_end'

/** Debian's chromium with the flags that work headless on these machines (stack-notes §7). */
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/**
 * Two builds of Debian's Chromium. Most journeys run in the old headless shell when it is installed (`.ci/run`
 * installs it): the same engine without the full browser's windowing and compositing, about a quarter less CPU per
 * journey on these two cores (docs/testing.md). Journeys that depend on what only the full browser does (a PDF opened
 * in a new tab; a plain form post redirected to a routed outside host) ask for `full`. CHROMIUM_PATH sets both.
 */
export type ChromiumKind = 'shell' | 'full'

function chromiumPath(kind: ChromiumKind) {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH
  const shell = '/usr/bin/chromium-headless-shell'
  return kind === 'shell' && existsSync(shell) ? shell : '/usr/bin/chromium'
}

export function launchChromium(kind: ChromiumKind = 'shell'): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(kind),
    headless: true,
    args: CHROMIUM_ARGS,
  })
}

const shared = new Map<ChromiumKind, Promise<Browser>>()

/**
 * One Chromium of each kind for the whole browser suite, launched on first use: what keeps journeys apart is the
 * browser context each visitor gets (own cookies and storage), not the process, and a launch per group cost about a
 * second.
 */
export function sharedChromium(kind: ChromiumKind = 'shell'): Promise<Browser> {
  const running = shared.get(kind)
  if (running) return running
  const launching = launchChromium(kind)
  shared.set(kind, launching)
  const forget = () => shared.get(kind) === launching && shared.delete(kind)
  void launching.then((browser) => browser.on('disconnected', forget)).catch(forget)
  onTestRunEnd(async () => {
    if (shared.get(kind) !== launching) return
    shared.delete(kind)
    await (await launching).close()
  })
  return launching
}

/** The test server's URL; `host` lets a test use a brand or portal host name (`*.localhost` is loopback). */
export function appUrl(path = '/', host = process.env.HOST ?? '127.0.0.1') {
  return `http://${host}:${process.env.PORT}${path}`
}

export interface VisitorOptions {
  /** Pre-answers the cookie consent popup so that it does not cover the page. */
  consent?: boolean
  host?: string
  /** The browser's language (navigator.languages); English (en-GB) unless given. */
  locale?: string
}

/** A fresh browser profile: no session, no stored language. */
export async function newVisitor(
  browser: Browser,
  { consent = true, host, locale = 'en-GB' }: VisitorOptions = {}
) {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    locale,
    acceptDownloads: true,
    // The web app then skips its transitions (as it does for anyone whose system asks for less motion): journeys do
    // not wait for menus and dialogs to finish moving. tests/browser/reduced_motion.spec.ts shows both settings.
    reducedMotion: 'reduce',
  })
  if (consent) {
    const value = encodeURIComponent(
      JSON.stringify({
        necessary: true,
        analytics: false,
        marketing: false,
        personalisation: false,
      })
    )
    await context.addCookies([{ name: 'airdeck_consent', value, url: appUrl('/', host) }])
  }
  const page = await context.newPage()
  return { context, page }
}

/** Serious and critical axe-core violations on the page as rendered in Chromium (contrast included). */
export async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze()
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`
    )
}
