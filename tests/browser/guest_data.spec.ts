import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import Location from '#core/locations/models/location'
import { findOrCreatePortal } from '#core/portal/portal_queries'
import { useDemoBrowser } from '#tests/browser/helpers/demo_browser'
import { appUrl } from '#tests/browser/helpers/chromium'
import { mailCatcher } from '#tests/helpers/mail_catcher'
import { guestAt } from '#tests/functional/portal_guest_access/guest_data_world'

const GUEST = 'anna.guest@example.com'

test.group('Guest pages / my data', (group) => {
  const visit = useDemoBrowser(group)

  test('a guest asks for deletion on /mydata, opens the mailed link, confirms, and is gone', async ({
    assert,
  }) => {
    const venues = await Location.query().orderBy('id').limit(2)
    const portals = await Promise.all(venues.map((venue) => findOrCreatePortal(venue)))
    for (const portal of portals)
      await guestAt(portal.id, GUEST, { firstname: 'Anna', macs: ['02:00:00:00:aa:01'] })
    const neighbour = await guestAt(portals[0].id, 'neighbour@example.com', { firstname: 'Ben' })

    await visit(async ({ page }) => {
      mailCatcher.clear()
      await page.goto(appUrl('/mydata'))
      await page.getByRole('heading', { name: 'My data' }).waitFor()
      await page.getByRole('textbox', { name: 'Your e-mail address' }).fill(GUEST)
      await page.getByRole('radio', { name: 'Delete my data' }).check()
      await page.getByRole('button', { name: 'Send the confirmation link' }).click()
      await page.getByRole('heading', { name: 'Check your mailbox' }).waitFor()

      const mail = await mailCatcher.waitFor(GUEST, 20_000)
      assert.equal(mail.subject, 'Confirm the deletion of your guest WiFi data')
      const link = `${mail.text}`.match(/\/mydata\/delete\?token=[\w%-]+&lang=en/)?.[0]
      assert.exists(link)
      await page.goto(appUrl(link!))
      await page.getByRole('heading', { name: 'Delete your data' }).waitFor()
      assert.lengthOf(
        await db.from('portal_clients').where('email', GUEST),
        2,
        'opening the link deletes nothing'
      )
      await page.getByRole('button', { name: 'Delete my data' }).click()
      await page.getByRole('heading', { name: 'Your data has been deleted' }).waitFor()

      assert.lengthOf(await db.from('portal_clients').where('email', GUEST), 0)
      assert.lengthOf(await db.from('portal_sign_ins').where('mac', '02:00:00:00:aa:01'), 0)
      assert.lengthOf(await db.from('portal_clients').where('id', neighbour.id), 1)

      await page.goto(appUrl(link!))
      await page.getByRole('heading', { name: 'This link was already used' }).waitFor()
    })
  })
})
