import { test } from '@japa/runner'
import { useDemoBrowser } from '#tests/browser/helpers/demo_browser'
import type { Page } from 'playwright'
import { DEMO_ACCOUNTS } from '#database/demo/demo_data'
import { appUrl } from '#tests/browser/helpers/chromium'
import { mainHeading, signIn, waitForPath } from '#tests/browser/helpers/journeys'

const codes: Record<string, string> = {
  English: 'EN',
  Nederlands: 'NL',
  Français: 'FR',
  Deutsch: 'DE',
}

/** The switch is named "<Language>: <code>" in the current interface language. */
async function chooseLanguage(page: Page, current: string, language: string) {
  await page.getByRole('button', { name: new RegExp(`: ${codes[current]}$`) }).click()
  await page.getByRole('menuitem', { name: language }).click()
}

test.group('Web app / languages', (group) => {
  const visit = useDemoBrowser(group)

  test('English before sign-in; the switch changes the login page to each language', async ({
    assert,
  }) => {
    await visit(async ({ page }) => {
      await page.goto(appUrl('/auth'))
      await page.getByText('Sign in to your Airdeck account.').waitFor()
      assert.equal(await page.locator('html').getAttribute('lang'), 'en')

      const subtitles: [string, string, string][] = [
        ['English', 'Français', 'Connectez-vous à votre compte Airdeck.'],
        ['Français', 'Deutsch', 'Melden Sie sich bei Ihrem Airdeck-Konto an.'],
        ['Deutsch', 'Nederlands', 'Meld je aan bij je Airdeck-account.'],
      ]
      for (const [current, next, subtitle] of subtitles) {
        await chooseLanguage(page, current, next)
        await page.getByText(subtitle).waitFor()
      }
      assert.equal(await page.locator('html').getAttribute('lang'), 'nl')
      await page.getByRole('button', { name: 'Aanmelden' }).click()
      assert.equal(await page.getByText('Dit veld is verplicht.').count(), 2)

      await page.reload()
      await page.getByText('Meld je aan bij je Airdeck-account.').waitFor()
    })
  })

  test("before sign-in the browser's language applies: login, registration and recovery greet nl-BE, fr-BE and de-DE in theirs", async ({
    assert,
  }) => {
    const greetings: Array<[string, string, string[]]> = [
      [
        'nl-BE',
        'nl',
        [
          'Meld je aan bij je Airdeck-account.',
          'Het duurt maar een minuutje.',
          'Geef je e-mailadres in en we sturen je een link',
        ],
      ],
      [
        'fr-BE',
        'fr',
        [
          'Connectez-vous à votre compte Airdeck.',
          "Cela ne prend qu'une minute.",
          'Saisissez votre adresse e-mail et nous vous enverrons un lien',
        ],
      ],
      [
        'de-DE',
        'de',
        [
          'Melden Sie sich bei Ihrem Airdeck-Konto an.',
          'Das dauert nur eine Minute.',
          'Geben Sie Ihre E-Mail-Adresse ein, und wir senden Ihnen einen Link',
        ],
      ],
    ]
    for (const [locale, lang, [login, register, recover]] of greetings) {
      await visit(
        async ({ page }) => {
          await page.goto(appUrl('/auth'))
          await page.getByText(login).waitFor()
          assert.equal(await page.locator('html').getAttribute('lang'), lang)
          await page.goto(appUrl('/auth/register'))
          await page.getByText(register).waitFor()
          await page.goto(appUrl('/auth/recover'))
          await page.getByText(recover).waitFor()
        },
        { locale }
      )
    }
  })

  test("after sign-in the user's own language applies, and a switch is saved to the profile", async ({
    assert,
  }) => {
    await visit(async ({ page }) => {
      await signIn(page, DEMO_ACCOUNTS.partner)
      await waitForPath(page, '/dashboard')
      await mainHeading(page).filter({ hasText: 'Welkom, Pieter' }).waitFor()
      assert.equal(await page.locator('html').getAttribute('lang'), 'nl')

      const saved = page.waitForResponse(
        (response) => response.url().endsWith('/rest/self') && response.request().method() === 'PUT'
      )
      await chooseLanguage(page, 'Nederlands', 'English')
      await mainHeading(page).filter({ hasText: 'Welcome, Pieter' }).waitFor()
      assert.equal((await saved).status(), 200)

      await page.reload()
      await mainHeading(page).filter({ hasText: 'Welcome, Pieter' }).waitFor()
      const self = await (await page.request.get(appUrl('/rest/self'))).json()
      assert.equal(self.lang, 'en')
    })
  })

  test('server errors are translated by code in the chosen language', async ({ assert }) => {
    await visit(async ({ page }) => {
      await page.goto(appUrl('/auth'))
      await chooseLanguage(page, 'English', 'Deutsch')
      await page.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill(DEMO_ACCOUNTS.admin)
      await page
        .getByRole('textbox', { name: 'Passwort', exact: true })
        .fill('Falsches-Passwort-1!')
      await page.getByRole('button', { name: 'Anmelden' }).click()
      const alert = page.getByRole('alert')
      await alert.waitFor()
      assert.equal(
        (await alert.innerText()).trim(),
        'Anmeldung fehlgeschlagen. Prüfen Sie Ihre E-Mail-Adresse und Ihr Passwort.'
      )
    })
  })
})
