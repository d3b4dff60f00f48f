import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { settleStripeDeliveries, useStripeSimulator } from '#tests/helpers/stripe_simulator'
import { useDemoBrowser } from '#tests/browser/helpers/demo_browser'
import { signIn, waitForPath } from '#tests/browser/helpers/journeys'
import { rowsWrittenInSql } from '#tests/browser/helpers/demo_snapshot'

/** Issue 19 item 4: users of a company without a payment method are told why they only see its page (issue 32: and what to do). */
test.group('Web app / company without a payment method', (group) => {
  const visit = useDemoBrowser(group)
  // Billing runs, as in the demo: the user who can set the method up is offered to.
  const simulator = useStripeSimulator(group)
  settleStripeDeliveries(group, simulator)

  test('its user lands on the company page with the reason and, able to set it up, the one thing to do (en and nl)', async ({
    assert,
  }) => {
    await db
      .from('customers')
      .whereIn('name', ['Café De Markt', 'Hotel Zonneveld'])
      .update({ payment_method: null })
    try {
      for (const [lang, title, action] of [
        ['en', 'Café De Markt is waiting for a payment method', /You can set it up/],
        ['nl', 'Café De Markt wacht op een betaalmethode', /U kunt ze zelf instellen/],
      ] as const) {
        await db.from('users').where('email', 'customer@airdeck.example').update({ lang })
        await rowsWrittenInSql()
        await visit(async ({ page }) => {
          await signIn(page, 'customer@airdeck.example')
          await waitForPath(page, '/customer/info')
          const alert = page.getByRole('alert').filter({ hasText: title })
          await alert.waitFor()
          assert.match(await alert.innerText(), action)
          assert.notMatch(await alert.innerText(), /provider/)
        })
      }
    } finally {
      await db.from('users').where('email', 'customer@airdeck.example').update({ lang: 'en' })
      await db.from('customers').where('name', 'Café De Markt').update({ payment_method: 1 })
      await db.from('customers').where('name', 'Hotel Zonneveld').update({ payment_method: 2 })
      await rowsWrittenInSql()
    }
  })
})
