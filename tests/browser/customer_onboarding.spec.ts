import { test } from '@japa/runner'
import { mailCatcher } from '#tests/helpers/mail_catcher'
import type { Page } from 'playwright'
import { useDemoBrowser } from '#tests/browser/helpers/demo_browser'
import { DEMO_ACCOUNTS } from '#database/demo/demo_data'
import { appUrl } from '#tests/browser/helpers/chromium'
import { passwordField, signIn, signedInAt, waitForPath } from '#tests/browser/helpers/journeys'

const CUSTOMER = 'Brasserie Onboard'
const VENUES = ['Onboard – bar', 'Onboard – garden']
const COLLEAGUE = 'colleague.onboard@airdeck.example'
const PASSWORD = 'Colleague-Pass-2026!'

/** The XSRF header a page.request mutation needs (the cookie the web app received). */
async function xsrf(page: Page) {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')
  return { 'X-XSRF-TOKEN': decodeURIComponent(cookie?.value ?? '') }
}

async function createLocation(page: Page, name: string) {
  await page.goto(appUrl('/admin/locations'))
  await page.getByRole('button', { name: 'Create location' }).click()
  const dialog = page.getByRole('dialog', { name: 'Create location' })
  await dialog.getByRole('combobox', { name: 'Customer' }).fill('Brasserie')
  await page.getByRole('option', { name: CUSTOMER }).click()
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(name)
  await dialog.getByRole('textbox', { name: 'City' }).fill('Hasselt')
  await dialog.getByRole('textbox', { name: 'Postal code' }).fill('35')
  await dialog.getByRole('button', { name: 'Create location' }).click()
  await dialog.getByText('The format is not valid.').waitFor()
  await dialog.getByRole('textbox', { name: 'Postal code' }).fill('3500')
  await dialog.getByRole('button', { name: 'Create location' }).click()
  await page.waitForURL((url) => url.pathname === '/locations/info', { timeout: 10_000 })
  await page.getByRole('heading', { level: 1, name }).waitFor()
  return Number(new URL(page.url()).searchParams.get('location'))
}

test.group('Web app / onboarding a customer', (group) => {
  // The whole browser: the QR label opens as a PDF in a new tab, which the headless shell (no PDF viewer) never shows.
  const visit = useDemoBrowser(group, { chromium: 'full' })

  test('the admin creates a Belgian customer with two locations, invites a read-only colleague to one, who sees only it', async ({
    assert,
  }) => {
    const token = await visit(async ({ page }) => {
      await signedInAt(page, DEMO_ACCOUNTS.admin, '/admin/customers')
      await page.getByRole('button', { name: 'Add customer' }).click()
      const dialog = page.getByRole('dialog', { name: 'Add customer' })
      await dialog.getByRole('textbox', { name: 'Name' }).fill(CUSTOMER)
      await dialog.getByRole('combobox', { name: 'Legal form' }).selectOption('bv')
      await dialog.getByRole('textbox', { name: 'VAT number' }).fill('BE123')
      await dialog.getByRole('textbox', { name: 'Postal code' }).fill('12')
      await dialog.getByRole('button', { name: 'Create customer' }).click()
      await dialog
        .getByText(
          'Incorrect EU VAT number: the country code, then the number (for example BE0123456749)'
        )
        .waitFor()
      await dialog.getByText('Enter a valid postal code for the chosen country').waitFor()

      // a legal form of one country's list is cleared when the country changes
      await dialog.getByRole('combobox', { name: 'Country' }).selectOption('NL')
      assert.equal(await dialog.getByRole('combobox', { name: 'Legal form' }).inputValue(), '')
      await dialog.getByRole('combobox', { name: 'Country' }).selectOption('BE')
      await dialog.getByRole('combobox', { name: 'Legal form' }).selectOption('bv')
      await dialog.getByRole('textbox', { name: 'VAT number' }).fill('BE0417497106')
      await dialog.getByRole('textbox', { name: 'Postal code' }).fill('3500')
      await dialog.getByRole('textbox', { name: 'City' }).fill('Hasselt')
      // without a payment method its users would land on the blocked-account page
      await dialog.getByRole('combobox', { name: 'Payment method' }).selectOption('0')
      await dialog.getByRole('button', { name: 'Create customer' }).click()
      await page.waitForURL((url) => /^\/admin\/customers\/\d+$/.test(url.pathname), {
        timeout: 10_000,
      })
      await page.getByRole('heading', { level: 1, name: CUSTOMER }).waitFor()
      const customerId = Number(new URL(page.url()).pathname.split('/').pop())
      const customer = await (
        await page.request.get(appUrl(`/rest/customers/${customerId}`))
      ).json()
      assert.deepInclude(customer, {
        legal_entity: 'bv',
        country: 'BE',
        vat: 'BE0417497106',
        payment_method: 0,
      })

      const [barId] = [await createLocation(page, VENUES[0]), await createLocation(page, VENUES[1])]
      await page.goto(appUrl(`/admin/customers/${customerId}`))
      for (const venue of VENUES) await page.getByRole('link', { name: venue }).waitFor()

      await page.goto(appUrl('/users'))
      await page.getByRole('button', { name: 'Invite users' }).click()
      const wizard = page.getByRole('dialog', { name: 'Invite users' })
      await wizard.getByRole('textbox', { name: 'E-mail addresses' }).fill(COLLEAGUE)
      await wizard.getByRole('textbox', { name: 'E-mail addresses' }).press('Enter')
      await wizard.getByText('can be invited').waitFor()
      await wizard.getByRole('button', { name: 'Next' }).click()
      await wizard.getByLabel('Locations', { exact: true }).first().click()
      await page.getByRole('option', { name: VENUES[0] }).click()
      await page.keyboard.press('Escape')
      await wizard.getByRole('button', { name: 'Next' }).click()
      assert.isTrue(await wizard.getByRole('checkbox', { name: 'Location: Read' }).isChecked())
      assert.isFalse(await wizard.getByRole('checkbox', { name: 'Location: Update' }).isChecked())
      await wizard.getByRole('button', { name: 'Next' }).click()
      await wizard.getByText(`Location: ${VENUES[0]}`).waitFor()
      await wizard.getByRole('button', { name: 'Send invitations' }).click()
      await page.getByText('Invited', { exact: true }).waitFor()

      // The readable outbox keeps secret links redacted when SMTP delivers; the link is in the delivered mail.
      const outbox = await (await page.request.get(appUrl('/rest/admin/mails?perPage=100'))).json()
      assert.exists(
        outbox.data.find((mail: { to_address: string }) => mail.to_address === COLLEAGUE),
        'the invitation is in the outbox'
      )
      const delivered = await mailCatcher.waitFor(COLLEAGUE, 20_000)
      assert.include(`${delivered.text}`, VENUES[0])
      assert.isAbove(barId, 0)
      return decodeURIComponent(/register\?token=([A-Za-z0-9_%-]+)/.exec(`${delivered.text}`)![1])
    })

    await visit(async ({ page }) => {
      await page.goto(appUrl(`/auth/register?token=${encodeURIComponent(token)}`))
      await page.getByRole('textbox', { name: 'First name' }).fill('Nora')
      await page.getByRole('textbox', { name: 'Last name' }).fill('Nieuwkomer')
      await passwordField(page, 'Password').fill(PASSWORD)
      await passwordField(page, 'Repeat the password').fill(PASSWORD)
      await page.getByRole('button', { name: 'Create account' }).click()
      await page.waitForURL((url) => !url.pathname.startsWith('/auth'), { timeout: 10_000 })
      assert.notEqual(new URL(page.url()).pathname, '/not-payed')

      await page.goto(appUrl('/locations/info'))
      await page.getByRole('heading', { level: 1, name: VENUES[0] }).waitFor()
      assert.equal(
        await page.getByRole('button', { name: 'Archive' }).count(),
        0,
        'read-only: no archive action'
      )
      const locations = await (await page.request.get(appUrl('/rest/locations?perPage=100'))).json()
      assert.deepEqual(
        locations.data.map((location: { name: string }) => location.name),
        [VENUES[0]]
      )
    })
  })

  test('a location is archived and restored, and its QR label prints as a PDF', async ({
    assert,
  }) => {
    await visit(async ({ page, context }) => {
      await signIn(page, DEMO_ACCOUNTS.admin)
      await waitForPath(page, '/dashboard')
      const list = await (
        await page.request.get(appUrl('/rest/locations?search=Demo%20Bar'))
      ).json()
      const id = list.data[0].id
      await page.goto(appUrl(`/locations/info?location=${id}`))
      await page.getByRole('heading', { level: 1, name: 'Demo Bar' }).waitFor()

      const [popup] = await Promise.all([
        context.waitForEvent('page'),
        page.getByRole('button', { name: 'Print QR label' }).click(),
      ])
      // The new tab is announced before its navigation to the label commits.
      await popup.waitForURL(/^blob:/)
      assert.match(popup.url(), /^blob:/)
      const pdf = await page.request.post(appUrl(`/rest/locations/${id}/print/label`), {
        headers: await xsrf(page),
      })
      assert.equal(pdf.headers()['content-type'], 'application/pdf')
      assert.equal((await pdf.body()).subarray(0, 5).toString(), '%PDF-')

      await page.getByRole('button', { name: 'Archive' }).click()
      const confirm = page.getByRole('dialog')
      await confirm.getByRole('textbox').fill('Demo Bar')
      await confirm.getByRole('button', { name: 'Archive' }).click()
      await page.getByRole('button', { name: 'Restore' }).waitFor()
      assert.equal(
        (await (await page.request.get(appUrl(`/rest/locations/${id}`))).json()).status,
        'archived'
      )

      await page.getByRole('button', { name: 'Restore' }).click()
      await page.getByRole('button', { name: 'Archive' }).waitFor()
      assert.notEqual(
        (await (await page.request.get(appUrl(`/rest/locations/${id}`))).json()).status,
        'archived'
      )
    })
  })

  test('bad input gets a translated field error in Dutch and English', async ({ assert }) => {
    await visit(async ({ page }) => {
      await signIn(page, DEMO_ACCOUNTS.admin)
      await waitForPath(page, '/dashboard')
      const list = await (
        await page.request.get(appUrl('/rest/locations?search=Demo%20Bar'))
      ).json()
      const id = list.data[0].id
      const messages: Record<string, Record<string, string>> = {}
      for (const lang of ['nl', 'en']) {
        // messages follow the signed-in user's language
        const self = await page.request.put(appUrl('/rest/self'), {
          headers: await xsrf(page),
          data: { lang },
        })
        assert.equal(self.status(), 200)
        const headers = await xsrf(page)
        const customer = await page.request.post(appUrl('/rest/customers'), {
          headers,
          data: {
            name: 'Fout BV',
            type: 1,
            country: 'NL',
            legal_entity: 'bv',
            vat: 'BE123',
            zipcode: '12',
          },
        })
        assert.equal(customer.status(), 422)
        const hours = await page.request.put(appUrl(`/rest/locations/${id}/openinghours`), {
          headers,
          data: { every_day: true, open: '09:00', close: null },
        })
        assert.equal(hours.status(), 422)
        const fields = [...(await customer.json()).errors, ...(await hours.json()).errors]
        messages[lang] = Object.fromEntries(
          fields.map((error: { field: string; message: string }) => [error.field, error.message])
        )
        for (const field of ['legal_entity', 'vat', 'zipcode', 'close'])
          assert.isString(messages[lang][field], `${lang} ${field}`)
      }
      for (const field of ['legal_entity', 'vat', 'zipcode', 'close'])
        assert.notEqual(messages.nl[field], messages.en[field], field)
    })
  })
})
