import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import Customer from '#core/customers/models/customer'
import Location from '#core/locations/models/location'
import Partner from '#core/partners/models/partner'
import PartnerGrant from '#core/access/models/partner_grant'
import { PERMISSION_KEYS } from '#core/access/permissions'
import { createUser, grant } from '#tests/helpers/fixtures'
import { invalidateAccess } from '#core/access/services/access_stamps'

/** Locks a customer as the account-lock tick does (core/billing/invoices/account_lock.ts), which cached self records follow. */
async function lock(customerId: number) {
  await db
    .from('customers')
    .where('id', customerId)
    .update({ locked_at: DateTime.utc().toJSDate() })
  await invalidateAccess('everyone')
}

/**
 * Issue 32 item 3: one customer of a group that has no payment method, or is locked for overdue invoices, closes only
 * what belongs to it; the payment card's status agrees with the card shown, and a user who cannot set up the payment
 * method is told who can.
 */
test.group('Billing / only the customer concerned is confined', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  async function twoCustomerGroup() {
    const { default: Group } = await import('#core/groups/models/group')
    const hospitality = await Group.create({ name: `Group ${Date.now()}` })
    const unpaid = await Customer.create({
      name: 'Café Zonder Kaart',
      groupId: hospitality.id,
      paymentMethod: null,
    })
    const paid = await Customer.create({
      name: 'Hotel Met Kaart',
      groupId: hospitality.id,
      paymentMethod: 1,
    })
    const unpaidVenue = await Location.create({ name: 'Café – bar', customerId: unpaid.id })
    const paidVenue = await Location.create({ name: 'Hotel – lobby', customerId: paid.id })
    const member = await createUser()
    await grant(member, 'group', hospitality.id, [...PERMISSION_KEYS])
    return { hospitality, unpaid, paid, unpaidVenue, paidVenue, member }
  }

  test('a group user is confined only when every customer awaits a payment method; each venue says whether it waits', async ({
    client,
    assert,
  }) => {
    const world = await twoCustomerGroup()
    const self = await client.get('/rest/self').loginAs(world.member)
    self.assertStatus(200)
    assert.isFalse(self.body().payment_confined, 'the hotel pays: the group user keeps the app')
    assert.isTrue(
      (await client.get(`/rest/locations/${world.unpaidVenue.id}`).loginAs(world.member)).body()
        .awaiting_payment
    )
    assert.isFalse(
      (await client.get(`/rest/locations/${world.paidVenue.id}`).loginAs(world.member)).body()
        .awaiting_payment
    )

    await world.paid.merge({ paymentMethod: null }).save()
    assert.isTrue((await client.get('/rest/self').loginAs(world.member)).body().payment_confined)
    await world.paid.merge({ freeTier: true }).save()
    assert.isFalse(
      (await client.get('/rest/self').loginAs(world.member)).body().payment_confined,
      'a free-tier customer never awaits one'
    )
  })

  test("a locked customer closes its own venues and page, not the other customer's; every customer locked locks everything", async ({
    client,
    assert,
  }) => {
    const world = await twoCustomerGroup()
    await world.unpaid.merge({ paymentMethod: 1 }).save()
    await lock(world.unpaid.id)
    const self = await client.get('/rest/self').loginAs(world.member)
    assert.isFalse(self.body().account_locked)
    ;(await client.get(`/rest/locations/${world.paidVenue.id}`).loginAs(world.member)).assertStatus(
      200
    )
    const refused = await client
      .get(`/rest/locations/${world.unpaidVenue.id}`)
      .loginAs(world.member)
    refused.assertStatus(403)
    assert.equal(refused.body().code, 'E_ACCOUNT_LOCKED')
    ;(
      await client.get(`/rest/locations/${world.unpaidVenue.id}/comments`).loginAs(world.member)
    ).assertStatus(403)
    ;(
      await client.get(`/rest/customers/${world.unpaid.id}/invoices`).loginAs(world.member)
    ).assertStatus(200)
    ;(await client.get('/rest/locations').loginAs(world.member)).assertStatus(200)
    // Another tenant's locked venue stays unknown (404), its lock not revealed.
    const stranger = await Customer.create({ name: 'Elders', paymentMethod: 1 })
    const strangerVenue = await Location.create({ name: 'Elders – bar', customerId: stranger.id })
    await lock(stranger.id)
    ;(await client.get(`/rest/locations/${strangerVenue.id}`).loginAs(world.member)).assertStatus(
      404
    )

    await lock(world.paid.id)
    assert.isTrue((await client.get('/rest/self').loginAs(world.member)).body().account_locked)
    const all = await client.get(`/rest/locations/${world.paidVenue.id}`).loginAs(world.member)
    all.assertStatus(403)
    assert.equal(all.body().code, 'E_ACCOUNT_LOCKED')
  })

  test('the payment status agrees with the card shown, and a user who cannot set it up is told who can', async ({
    client,
    assert,
  }) => {
    const world = await twoCustomerGroup()
    await world.unpaid
      .merge({ paymentMethodLabel: 'Visa •••• 4242', stripePaymentMethodId: 'pm_old' })
      .save()
    const payer = world.member
    const reader = await createUser({ firstname: 'Rita', name: 'Reader' })
    await grant(reader, 'customer', world.unpaid.id, ['customer_read', 'location_read'])
    const partner = await Partner.create({
      name: 'Brightwave Installers',
      email: 'hello@brightwave.example',
      phone: '+32 11 22 33 44',
    })
    await PartnerGrant.create({
      partnerId: partner.id,
      subjectType: 'customer',
      subjectId: world.unpaid.id,
      permissions: ['customer_read', 'customer_update'],
    })

    const asPayer = await client.get(`/rest/customers/${world.unpaid.id}/stripe`).loginAs(payer)
    asPayer.assertStatus(200)
    assert.deepInclude(asPayer.body(), {
      payment_method: null,
      payment_method_label: null,
      payment_contacts: [],
    })

    const asReader = await client.get(`/rest/customers/${world.unpaid.id}/stripe`).loginAs(reader)
    assert.isNull(asReader.body().payment_method_label)
    assert.deepEqual(asReader.body().payment_contacts, [
      {
        kind: 'partner',
        name: 'Brightwave Installers',
        email: 'hello@brightwave.example',
        phone: '+32 11 22 33 44',
      },
      {
        kind: 'colleague',
        name: `${payer.firstname} ${payer.name}`,
        email: payer.email,
        phone: null,
      },
    ])

    await world.unpaid.merge({ paymentMethod: 1 }).save()
    const paid = await client.get(`/rest/customers/${world.unpaid.id}/stripe`).loginAs(reader)
    assert.deepInclude(paid.body(), {
      payment_method: 1,
      payment_method_label: 'Visa •••• 4242',
      payment_contacts: [],
    })
  })
})
