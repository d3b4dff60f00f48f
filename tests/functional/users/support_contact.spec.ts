import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import env from '#start/env'
import Partner from '#core/partners/models/partner'
import PartnerGrant from '#core/access/models/partner_grant'
import { createTenant, createUser, grant } from '#tests/helpers/fixtures'

const PLATFORM = { phone: '+32 2 555 01 00', email: 'help@airdeck.test' }

/** The help menu's support contact in GET /rest/self: the serving partner, else the platform's help desk. */
test.group('Users / support contact in the self record', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => {
    env.set('SUPPORT_PHONE', PLATFORM.phone)
    env.set('SUPPORT_EMAIL', PLATFORM.email)
    return () => {
      env.set('SUPPORT_PHONE', '')
      env.set('SUPPORT_EMAIL', '')
    }
  })

  async function servedWorld() {
    const tenant = await createTenant()
    const partner = await Partner.create({
      name: 'Netwerk Partner',
      phone: '+32 9 123 45 67',
      email: 'support@partner.test',
    })
    await PartnerGrant.create({
      partnerId: partner.id,
      subjectType: 'customer',
      subjectId: tenant.customer.id,
      permissions: ['customer_read'],
    })
    return { tenant, partner }
  }

  test('a customer user served by a partner gets the partner phone', async ({ client, assert }) => {
    const { tenant } = await servedWorld()
    const user = await createUser()
    await grant(user, 'location', tenant.location.id, ['location_read'])
    const self = (await client.get('/rest/self').loginAs(user)).body()
    assert.deepEqual(self.support, {
      source: 'partner',
      name: 'Netwerk Partner',
      phone: '+32 9 123 45 67',
      email: 'support@partner.test',
    })
  })

  test('the partner granted on the venue comes before the one on its customer', async ({
    client,
    assert,
  }) => {
    const { tenant } = await servedWorld()
    const closer = await Partner.create({ name: 'Venue Partner', phone: '+32 3 000 00 00' })
    await PartnerGrant.create({
      partnerId: closer.id,
      subjectType: 'location',
      subjectId: tenant.location.id,
      permissions: ['location_read'],
    })
    const user = await createUser()
    await grant(user, 'location', tenant.location.id, ['location_read'])
    const self = (await client.get('/rest/self').loginAs(user)).body()
    assert.include(self.support, { source: 'partner', name: 'Venue Partner' })
  })

  test('a user no partner serves, a partner without contact details, and partner staff get the platform', async ({
    client,
    assert,
  }) => {
    const platform = { source: 'platform', name: null, ...PLATFORM }
    const alone = await createUser()
    const unserved = await createTenant()
    await grant(alone, 'customer', unserved.customer.id, ['customer_read'])
    assert.deepEqual((await client.get('/rest/self').loginAs(alone)).body().support, platform)

    const silent = await Partner.create({ name: 'Silent Partner' })
    await PartnerGrant.create({
      partnerId: silent.id,
      subjectType: 'customer',
      subjectId: unserved.customer.id,
      permissions: ['customer_read'],
    })
    assert.deepEqual((await client.get('/rest/self').loginAs(alone)).body().support, platform)

    const { partner } = await servedWorld()
    const staff = await createUser({ partnerId: partner.id })
    assert.deepEqual((await client.get('/rest/self').loginAs(staff)).body().support, platform)
  })

  test('nothing configured and nobody serving: no support contact', async ({ client, assert }) => {
    env.set('SUPPORT_PHONE', '')
    env.set('SUPPORT_EMAIL', '')
    const user = await createUser()
    assert.isNull((await client.get('/rest/self').loginAs(user)).body().support)
  })
})
