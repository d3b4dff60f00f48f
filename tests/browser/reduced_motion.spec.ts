import { test } from '@japa/runner'
import type { Page } from 'playwright'
import { useDemoBrowser } from '#tests/browser/helpers/demo_browser'
import { DEMO_ACCOUNTS } from '#database/demo/demo_data'
import { signedInAt } from '#tests/browser/helpers/journeys'

/** How long the help menu's opening transition lasts, as the browser computes it. */
async function helpMenuTransition(page: Page) {
  await page.getByRole('button', { name: 'Help' }).click()
  const menu = page.getByRole('menu')
  await menu.waitFor()
  const duration = await menu.evaluate(
    (element) => element.ownerDocument.defaultView!.getComputedStyle(element).transitionDuration
  )
  await page.keyboard.press('Escape')
  await menu.waitFor({ state: 'hidden' })
  return duration
}

test.group('Web app / less motion', (group) => {
  const visit = useDemoBrowser(group)

  test('menus and dialogs move, unless the system asks for less motion', async ({ assert }) => {
    await visit(async ({ page }) => {
      await signedInAt(page, DEMO_ACCOUNTS.viewer, '/dashboard')
      await page.emulateMedia({ reducedMotion: 'no-preference' })
      assert.notEqual(await helpMenuTransition(page), '0s')
      await page.emulateMedia({ reducedMotion: 'reduce' })
      assert.equal(await helpMenuTransition(page), '0s')
    })
  })
})
