import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import Location from '#core/locations/models/location'
import { PNG } from '#tests/functional/customers/images'
import { PLANS, planIncludes } from '#core/billing/plans/plan_catalog'
import { createTenant, createUser, grant } from '#tests/helpers/fixtures'

async function addDevices(location: Location, count: number) {
  const rows = Array.from({ length: count }, (_, index) => ({
    location_id: location.id,
    remote_id: `dev-${location.id}-${index}`,
    name: `AP ${index}`,
    kind: 'access_point',
    state: 'online',
    fingerprint: 'x',
    updated_at: DateTime.utc().toJSDate(),
  }))
  await db.table('network_devices').insert(rows)
}

test.group(
  'Billing / plan gating: device limits flagged, features refused with the upgrade code',
  (group) => {
    group.each.setup(() => testUtils.db().withGlobalTransaction())

    test('the plans are one table: devices grow with the plan, branded WiFi from plan 2, automatic updates from plan 3', ({
      assert,
    }) => {
      assert.deepEqual(
        PLANS.map((plan) => plan.maxDevices),
        [3, 10, 25, 60]
      )
      assert.deepEqual(
        PLANS.map((plan) => planIncludes(plan.plan, 'branded_guest_wifi')),
        [false, true, true, true]
      )
      assert.deepEqual(
        PLANS.map((plan) => planIncludes(plan.plan, 'automatic_updates')),
        [false, false, true, true]
      )
    })

    test('a venue with more devices than its plan allows is flagged in the list, the detail and its billing', async ({
      client,
      assert,
    }) => {
      const { customer, location } = await createTenant()
      const fits = await Location.create({ name: 'Fits', customerId: customer.id, plan: 2 })
      await addDevices(location, 4)
      await addDevices(fits, 4)
      const user = await createUser()
      await grant(user, 'customer', customer.id, ['customer_read', 'location_read'])
      const list = await client.get('/rest/locations').qs({ customer: customer.id }).loginAs(user)
      list.assertStatus(200)
      const flags = Object.fromEntries(
        list.body().data.map((row: any) => [row.id, row.plan_exceeded])
      )
      assert.deepEqual(flags, { [location.id]: true, [fits.id]: false })
      const detail = await client.get(`/rest/locations/${location.id}`).loginAs(user)
      assert.deepInclude(detail.body(), { devices: 4, plan_exceeded: true })
      const billing = await client.get(`/rest/locations/${location.id}/subscriptions`).loginAs(user)
      assert.deepInclude(billing.body(), {
        devices: 4,
        plan_exceeded: true,
        billing_configured: false,
      })
      assert.deepInclude(billing.body().plan, { plan: 1, max_devices: 3 })

      const admin = await createUser({ isAdmin: true })
      const exceeded = await client
        .get('/rest/subscriptions')
        .qs({ plan_exceeded: true, customer: customer.id })
        .loginAs(admin)
      assert.deepEqual(
        exceeded.body().data.map((row: any) => row.id),
        [location.id]
      )
    })

    test('own portal images need a plan with branded guest WiFi: 403 E_PLAN_UPGRADE_REQUIRED below it; admins are not gated', async ({
      client,
      assert,
    }) => {
      const { customer, location } = await createTenant()
      const editor = await createUser()
      await grant(editor, 'customer', customer.id, [
        'customer_read',
        'location_read',
        'portal_read',
        'portal_update',
      ])
      const refused = await client
        .post(`/rest/portal/${location.id}/design`)
        .file('logo', PNG, { filename: 'logo.png' })
        .withCsrfToken()
        .loginAs(editor)
      refused.assertStatus(403)
      refused.assertBodyContains({
        code: 'E_PLAN_UPGRADE_REQUIRED',
        message: 'Your plan does not include this. Upgrade to a higher plan to use it.',
      })
      const colours = await client
        .post(`/rest/portal/${location.id}/design`)
        .field('colors[main]', '#112233')
        .withCsrfToken()
        .loginAs(editor)
      colours.assertStatus(200)
      const admin = await createUser({ isAdmin: true })
      ;(
        await client
          .post(`/rest/portal/${location.id}/design`)
          .file('logo', PNG, { filename: 'logo.png' })
          .withCsrfToken()
          .loginAs(admin)
      ).assertStatus(200)
      await location.merge({ plan: 2 }).save()
      const allowed = await client
        .post(`/rest/portal/${location.id}/design`)
        .file('logo', PNG, { filename: 'logo.png' })
        .withCsrfToken()
        .loginAs(editor)
      allowed.assertStatus(200)
      assert.isString(allowed.body().images.logo)
    })
  }
)
