import type { Group } from '@japa/runner/core'
import type { Browser, BrowserContext, Page } from 'playwright'
import { newVisitor, sharedChromium, type VisitorOptions } from '#tests/browser/helpers/chromium'
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
 * empties the tables after, on the suite's one Chromium. Each `visit` is a
 * new visitor (own cookies and storage), closed when done.
 */
export function useDemoBrowser(group: Group) {
  let browser: Browser

  group.setup(async () => {
    ensureWebAppBuilt()
    await seedDemoDatabase()
    browser = await sharedChromium()
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
    } finally {
      await visitor.context.close()
    }
  }
}
