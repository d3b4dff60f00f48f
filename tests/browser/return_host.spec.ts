import { test } from '@japa/runner'
import User from '#core/users/models/user'
import Customer from '#core/customers/models/customer'
import Group from '#core/groups/models/group'
import { PERMISSION_KEYS } from '#core/access/permissions'
import { DEMO_PASSWORD } from '#database/demo/demo_data'
import { grant } from '#tests/helpers/fixtures'
import { settleStripeDeliveries, useStripeSimulator } from '#tests/helpers/stripe_simulator'
import { useDemoBrowser } from '#tests/browser/helpers/demo_browser'
import { appUrl } from '#tests/browser/helpers/chromium'
import { signIn } from '#tests/browser/helpers/journeys'

const OWNER = 'owner@terugkeer.example'

/** Issue 32 item 6: without APP_URL our links follow the host the user came on, so the session cookie comes along. */
test.group('Web app / links back to the host the user came on', (group) => {
  const visit = useDemoBrowser(group)
  const simulator = useStripeSimulator(group)
  settleStripeDeliveries(group, simulator)

  test("a user on 127.0.0.1 who goes to Stripe's page comes back to 127.0.0.1, still signed in", async ({
    assert,
  }) => {
    const company = await Group.create({ name: 'Terugkeer Groep' })
    const customer = await Customer.create({
      name: 'Brasserie Terugkeer',
      groupId: company.id,
      language: 'en',
      email: 'factuur@terugkeer.example',
    })
    const owner = await User.create({
      email: OWNER,
      password: DEMO_PASSWORD,
      firstname: 'Tom',
      name: 'Terugkeer',
      lang: 'en',
    })
    await grant(owner, 'customer', customer.id, [...PERMISSION_KEYS])

    await visit(async ({ page }) => {
      const host = '127.0.0.1'
      await page.goto(appUrl('/auth', host))
      await signIn(page, OWNER)
      await page.waitForURL((url) => url.pathname !== '/auth', { timeout: 10_000 })
      await page.goto(appUrl('/customer/info', host))
      await page.getByRole('button', { name: /(Add|Change) payment method/ }).click()
      await page.waitForURL((url) => url.pathname.startsWith('/c/pay/'), { timeout: 10_000 })
      await page.getByText('Card •••• 4242').click()
      await page.getByRole('button', { name: 'Complete' }).click()
      await page.waitForURL(
        (url) => url.pathname === '/customer/info' || url.pathname === '/auth',
        { timeout: 10_000 }
      )
      const back = new URL(page.url())
      assert.equal(
        back.host,
        `${host}:${process.env.PORT}`,
        'Stripe sends the user back to the host they came from'
      )
      assert.equal(back.pathname, '/customer/info', 'still signed in')
      await page.getByRole('region', { name: 'Payment method' }).waitFor()
    })
  }).timeout(90_000)
})
