import type { Group } from '@japa/runner/core'
import type { Browser, BrowserContext, Page } from 'playwright'
import {
  newVisitor,
  sharedChromium,
  type ChromiumKind,
  type VisitorOptions,
} from '#tests/browser/helpers/chromium'
import {
  emptyDatabase,
  ensureWebAppBuilt,
  seedDemoDatabase,
} from '#tests/browser/helpers/demo_database'

export interface Visitor {
  context: BrowserContext
  page: Page
}

/**
 * A group of journeys against the demo data: seeds it before the group and
 * empties the tables after, on the suite's shared Chromium of the kind asked
 * for (`full` where a journey needs the whole browser). Each `visit` is a
 * new visitor (own cookies and storage), closed when done.
 */
export function useDemoBrowser(
  group: Group,
  { chromium = 'shell' }: { chromium?: ChromiumKind } = {}
) {
  let browser: Browser

  group.setup(async () => {
    ensureWebAppBuilt()
    await seedDemoDatabase()
    browser = await sharedChromium(chromium)
    return async () => {
      await emptyDatabase()
    }
  })

  return async function visit<T>(
    journey: (visitor: Visitor) => Promise<T>,
    options?: VisitorOptions
  ): Promise<T> {
    const visitor = await newVisitor(browser, options)
    try {
      return await journey(visitor)
    } catch (error) {
      await reportWhatTheUserSaw(visitor.page)
      throw error
    } finally {
      await visitor.context.close()
    }
  }
}

/**
 * A journey that failed prints where the page was and what it said (alerts first), so a chance failure in CI's log
 * tells what the user saw: an error message, another page, or nothing yet.
 */
async function reportWhatTheUserSaw(page: Page) {
  console.error(`  ↳ the page at the failure: ${page.url()}`)
  const read = async () => {
    const alerts = await page.getByRole('alert').allInnerTexts()
    const text = (await page.locator('body').innerText()).replace(/\s+/g, ' ')
    return [
      ...alerts.map((alert) => `  ↳ alert: ${alert.replace(/\s+/g, ' ').slice(0, 300)}`),
      `  ↳ text: ${text.slice(0, 1_200)}`,
    ].join('\n')
  }
  // A stuck or closed page must not hold the journey's own error back.
  const gaveUp = new Promise<string>((resolve) =>
    setTimeout(() => resolve('  ↳ (the page did not answer within 5 s)'), 5_000).unref()
  )
  console.error(
    await Promise.race([read().catch(() => '  ↳ (the page could not be read)'), gaveUp])
  )
}
