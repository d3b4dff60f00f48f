import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { PERMISSION_KEYS } from '#core/access/permissions'
import AuditLog from '#kernel/audit/audit_log'
import { createTenant, createUser, grant, TEST_PASSWORD } from '#tests/helpers/fixtures'
import { HttpSession } from '#tests/helpers/http_session'
import { clearRateLimits } from '#tests/helpers/rate_limits'

/** Stripe's ids of one customer, planted in every column that keeps one. */
const IDS = {
  customer: 'cus_HiddenProbe1',
  taxId: 'txi_HiddenProbe1',
  paymentMethod: 'pm_HiddenProbe1',
  subscription: 'sub_HiddenProbe1',
  item: 'si_HiddenProbe1',
  invoice: 'in_HiddenProbe1',
}
const STRIPE_ID = /\b(cus|txi|pm|sub|si|in)_HiddenProbe1\b/g

async function plantStripeIds() {
  const { customer, location } = await createTenant()
  await db.from('customers').where('id', customer.id).update({
    payment_provider_id: IDS.customer,
    stripe_tax_id: IDS.taxId,
    stripe_payment_method_id: IDS.paymentMethod,
    payment_method_label: 'Visa •••• 4242',
  })
  await db.from('locations').where('id', location.id).update({
    subscription_id: IDS.subscription,
    subscription_item_id: IDS.item,
    subscription_status: 'active',
  })
  const now = new Date()
  await AuditLog.create({
    action: 'subscription.linked',
    objectType: 'location',
    objectId: String(location.id),
    oldValues: { subscription_id: null },
    newValues: {
      subscription_id: IDS.subscription,
      subscription_item_id: IDS.item,
      subscription_status: 'active',
    },
  })
  await db.table('invoices').insert({
    stripe_invoice_id: IDS.invoice,
    stripe_customer_id: IDS.customer,
    customer_id: customer.id,
    stripe_status: 'open',
    total: 1000,
    amount_due: 1000,
    stripe_created_at: now,
    stripe_synced_at: now,
    created_at: now,
    updated_at: now,
  })
  return { customer, location }
}

/** Every read of a customer's world that its users have (the self record, the customer, its billing, venues, invoices). */
function customerReads(customerId: number, locationId: number) {
  return [
    '/rest/self',
    '/rest/users/me',
    '/rest/customers',
    `/rest/customers/${customerId}`,
    `/rest/customers/${customerId}/stripe`,
    `/rest/customers/${customerId}/invoices`,
    `/rest/customers/${customerId}/locations`,
    `/rest/customers/${customerId}/logs`,
    '/rest/locations',
    `/rest/locations/${locationId}`,
    `/rest/locations/${locationId}/subscriptions`,
    `/rest/locations/${locationId}/log`,
    '/rest/referrals',
  ]
}

/** A customer who read its `cus_` id could have signed events for it on the demo; Stripe's ids are for the staff. */
test.group('Billing / Stripe ids are not shown to customer users', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => clearRateLimits())

  test('no read of a customer user carries cus_, txi_, pm_, sub_, si_ or in_ ids; an admin still sees them', async ({
    client,
    assert,
  }) => {
    const { customer, location } = await plantStripeIds()
    const owner = await createUser()
    await grant(owner, 'customer', customer.id, [...PERMISSION_KEYS])
    const admin = await createUser({ isAdmin: true })

    const leaks: Record<string, string[]> = {}
    for (const path of customerReads(customer.id, location.id)) {
      const answer = await client.get(path).loginAs(owner)
      assert.isBelow(answer.status(), 400, `${path}: ${answer.text().slice(0, 200)}`)
      const found = answer.text().match(STRIPE_ID)
      if (found) leaks[path] = [...new Set(found)]
    }
    // "My data" as the browser gets it (the download needs a confirmed password).
    const browser = new HttpSession()
    await browser.signIn(owner.email, TEST_PASSWORD)
    await browser.request('POST', '/rest/secure/confirm-password', { password: TEST_PASSWORD })
    const data = await browser.request('GET', '/rest/self/data')
    assert.equal(data.status, 200)
    const inData = JSON.stringify(data.body).match(STRIPE_ID)
    if (inData) leaks['/rest/self/data'] = [...new Set(inData)]
    assert.deepEqual(leaks, {})

    const stripeState = await client.get(`/rest/customers/${customer.id}/stripe`).loginAs(owner)
    assert.deepInclude(stripeState.body(), {
      stripe_customer_id: null,
      stripe_linked: true,
      payment_method_label: 'Visa •••• 4242',
    })

    const asAdmin = await client.get(`/rest/customers/${customer.id}/stripe`).loginAs(admin)
    assert.equal(asAdmin.body().stripe_customer_id, IDS.customer)
    const adminCustomer = await client.get(`/rest/customers/${customer.id}`).loginAs(admin)
    assert.equal(adminCustomer.body().payment_provider_id, IDS.customer)
    const adminBilling = await client
      .get(`/rest/locations/${location.id}/subscriptions`)
      .loginAs(admin)
    assert.equal(adminBilling.body().subscription_id, IDS.subscription)
  })
})
