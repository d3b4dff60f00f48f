import { test } from '@japa/runner'
import { DEMO_ACCOUNTS } from '#database/demo/demo_data'
import { useDemoBrowser } from '#tests/browser/helpers/demo_browser'
import { appUrl, seriousViolations, sharedChromium } from '#tests/browser/helpers/chromium'
import { mainHeading, signIn, waitForPath } from '#tests/browser/helpers/journeys'
import { restJson } from '#tests/browser/helpers/rest'

const VENUE = 'Zonneveld – lobby'
const HEADLINE = 'Opening soon: WiFi from Monday'

test.group('Web app / public status page and its designer', (group) => {
  const visit = useDemoBrowser(group)

  test('an admin edits the headline, sees the preview follow, publishes, and the public page shows it (also without JavaScript)', async ({
    assert,
  }) => {
    const publicUrl = await visit(async ({ page, context }) => {
      await signIn(page, DEMO_ACCOUNTS.admin)
      await waitForPath(page, '/dashboard')
      const venue = (
        await restJson<{ data: Array<{ id: number }> }>(
          page,
          `/locations?search=${encodeURIComponent(VENUE)}`
        )
      ).data[0]!

      // From the venue's tabs to its designer.
      await page.goto(appUrl(`/locations/info?location=${venue.id}`))
      await page
        .getByRole('navigation', { name: 'Location tabs' })
        .getByRole('link', { name: 'Status page' })
        .click()
      await waitForPath(page, `/locations/${venue.id}/status`)
      await mainHeading(page).filter({ hasText: 'Status page' }).waitFor()
      const preview = page.frameLocator('iframe[title="Preview of the public page"]')
      await preview.getByText('Ready for installation').first().waitFor()

      // The public page, open on a phone at the bar before anything changes.
      const href = (await page
        .getByRole('link', { name: 'Open the public page' })
        .getAttribute('href'))!
      const phone = await context.newPage()
      await phone.goto(appUrl(`${new URL(href).pathname}?lang=en`))
      await phone.getByText('Ready for installation').first().waitFor()

      await page.getByRole('tab', { name: 'English' }).click()
      await page
        .getByRole('textbox', { name: 'Headline while ready for installation' })
        .fill(HEADLINE)
      await page.getByText('Unpublished changes').waitFor()
      await preview.getByText(HEADLINE).waitFor()

      await page.getByRole('button', { name: 'Publish' }).click()
      await page.getByText('Published', { exact: true }).waitFor()
      assert.isTrue(await page.getByRole('button', { name: 'Publish' }).isDisabled())
      // The open page updates itself (every minute, and when it becomes visible again) without a reload.
      await phone.evaluate("document.dispatchEvent(new Event('visibilitychange'))")
      await phone.getByText(HEADLINE).waitFor()
      return href
    })
    assert.match(publicUrl, /\/status\/[A-Za-z0-9_-]{22}$/)
    const path = new URL(publicUrl).pathname

    await visit(async ({ page }) => {
      await page.goto(appUrl(`${path}?lang=en`))
      await page.getByText(HEADLINE).waitFor()
      await page.getByRole('heading', { level: 1, name: VENUE }).waitFor()
      await page.getByRole('heading', { name: 'Support' }).waitFor()
      const violations = await seriousViolations(page)
      assert.deepEqual(violations, [], violations.join('; '))
      // The language links keep the page and switch its words.
      await page.getByRole('link', { name: 'NL' }).click()
      await page.getByText('Klaar voor installatie').first().waitFor()
    })

    const context = await (
      await sharedChromium()
    ).newContext({ javaScriptEnabled: false, locale: 'en-GB' })
    try {
      const page = await context.newPage()
      const response = await page.goto(appUrl(`${path}?lang=en`))
      assert.equal(response?.status(), 200)
      await page.getByText(HEADLINE).waitFor()
      await page.getByText('The equipment for this venue is being prepared').waitFor()
      // Brightwave serves this hotel: its phone and mail are the default contact buttons.
      await page.getByRole('link', { name: /Call support/ }).waitFor()
      assert.equal(
        await page.getByRole('link', { name: /Call support/ }).getAttribute('href'),
        'tel:+3211223344'
      )
      assert.isBelow((await response!.body()).length, 60 * 1024)
    } finally {
      await context.close()
    }
  })

  test('/status asks for the code on the label', async () => {
    await visit(async ({ page }) => {
      await page.goto(appUrl('/status?lang=en'))
      await page.getByRole('textbox', { name: 'Code' }).fill('not-a-code')
      await page.getByRole('button', { name: 'Show the status' }).click()
      await page.getByRole('alert').filter({ hasText: 'Invalid public id' }).waitFor()
    })
  })
})
