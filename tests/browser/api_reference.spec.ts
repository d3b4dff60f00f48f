import { test } from '@japa/runner'
import { useDemoBrowser } from '#tests/browser/helpers/demo_browser'
import { appUrl } from '#tests/browser/helpers/chromium'

test.group('API reference', (group) => {
  const visit = useDemoBrowser(group)

  test('/docs/api shows the generated reference, readable and navigable, nothing from the internet, no CSP violation', async ({
    assert,
  }) => {
    await visit(async ({ page }) => {
      const problems: string[] = []
      const outside: string[] = []
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(message.text())
      })
      page.on('pageerror', (error) => problems.push(error.message))
      page.on('request', (request) => {
        const url = new URL(request.url())
        if (!['127.0.0.1', 'localhost'].includes(url.hostname) && url.protocol.startsWith('http'))
          outside.push(request.url())
      })
      const answer = await page.goto(appUrl('/docs/api'))
      assert.equal(answer?.status(), 200)
      await page.getByRole('heading', { name: 'Airdeck API', level: 1 }).waitFor()
      const signIn = page.locator('summary', {
        hasText: 'Sign in with e-mail and password (session cookie)',
      })
      await signIn.click()
      await page
        .locator('details', { has: signIn })
        .getByText('Access: anyone, no sign-in needed.')
        .waitFor()
      await page.getByRole('link', { name: 'Customers' }).click()
      await page.locator('summary', { hasText: 'Change a customer' }).first().waitFor()
      assert.deepEqual(outside, [], 'the reference loads nothing from the internet')
      assert.deepEqual(
        problems.filter((text) => /Content Security Policy|Refused to/i.test(text)),
        []
      )
    })
  })
})
