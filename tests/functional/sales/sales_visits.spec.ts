import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import testUtils from '@adonisjs/core/services/test_utils'
import SalesVisit from '#core/sales/models/sales_visit'
import { salesPeople } from '#tests/functional/sales/sales_world'

const VISIT = {
  venueName: 'Café De Hoek',
  venueType: 'horeca',
  venueSize: 'medium',
  sector: 'Bar',
  address: 'Grote Markt 1',
  postalCode: '9000',
  city: 'Gent',
  latitude: 51.054,
  longitude: 3.7217,
  contactName: 'Els Peeters',
  contactRole: 'Owner',
  contactPhone: '+32 470 12 34 56',
  contactEmail: 'els@dehoek.test',
  interest: 'interested',
  wantsOffer: true,
  followUp: true,
  followUpMethod: 'quote',
  marketingOptIn: true,
  knowsProduct: false,
  satisfaction: 2,
  issueReason: 'WiFi drops on the terrace',
  posSystem: 'Lightspeed',
  hasTerrace: true,
  hasKiosk: false,
  hasTakeaway: true,
  hasWalkIn: true,
  provider: 'Proximus',
  comment: 'Come back on Monday morning',
}

test.group('Sales visits', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test("a hunter records a visit with every field; hunters see their own visits and every hunter's visits of today, admins all", async ({
    client,
    assert,
  }) => {
    const people = await salesPeople()
    const created = await client
      .post('/rest/sales/visits')
      .json(VISIT)
      .withCsrfToken()
      .loginAs(people.hunter)
    created.assertStatus(201)
    assert.containsSubset(created.body(), {
      ...VISIT,
      hunter: { id: people.hunter.id, name: 'Hannah Hunter' },
      outcome: 'open',
      canEdit: true,
    })

    const half = await client
      .post('/rest/sales/visits')
      .json({ ...VISIT, longitude: null })
      .withCsrfToken()
      .loginAs(people.hunter)
    half.assertStatus(422)
    assert.equal(half.body().errors[0].field, 'longitude')
    const wrong = await client
      .post('/rest/sales/visits')
      .json({ ...VISIT, venueType: 'castle', satisfaction: 9, contactEmail: 'nope' })
      .withCsrfToken()
      .loginAs(people.hunter)
    wrong.assertStatus(422)
    assert.sameMembers(
      wrong.body().errors.map((error: { field: string }) => error.field),
      ['venueType', 'satisfaction', 'contactEmail']
    )

    const othersToday = await SalesVisit.create({
      hunterId: people.otherHunter.id,
      venueName: 'Hotel Today',
      venueType: 'hotel',
      venueSize: 'large',
      interest: 'undecided',
      latitude: 51.2,
      longitude: 4.4,
    })
    const othersYesterday = await SalesVisit.create({
      hunterId: people.otherHunter.id,
      venueName: 'Shop Yesterday',
      venueType: 'retail',
      venueSize: 'small',
      interest: 'not_interested',
    })
    othersYesterday.createdAt = DateTime.now().minus({ days: 2 })
    await othersYesterday.save()
    const ownLastWeek = await SalesVisit.create({
      hunterId: people.hunter.id,
      venueName: 'Own Old Visit',
      venueType: 'office',
      venueSize: 'small',
      interest: 'interested',
      outcome: 'customer',
    })
    ownLastWeek.createdAt = DateTime.now().minus({ days: 8 })
    await ownLastWeek.save()

    const names = async (user: typeof people.hunter) => {
      const response = await client.get('/rest/sales/visits').loginAs(user)
      response.assertStatus(200)
      return response.body().data.map((visit: { venueName: string }) => visit.venueName)
    }
    assert.sameMembers(await names(people.hunter), ['Café De Hoek', 'Hotel Today', 'Own Old Visit'])
    assert.sameMembers(await names(people.admin), [
      'Café De Hoek',
      'Hotel Today',
      'Own Old Visit',
      'Shop Yesterday',
    ])
    ;(
      await client.get(`/rest/sales/visits/${othersYesterday.id}`).loginAs(people.hunter)
    ).assertStatus(404)
    const todays = await client.get(`/rest/sales/visits/${othersToday.id}`).loginAs(people.hunter)
    todays.assertStatus(200)
    assert.isFalse(todays.body().canEdit)
    ;(
      await client
        .patch(`/rest/sales/visits/${othersToday.id}`)
        .json({ comment: 'mine now' })
        .withCsrfToken()
        .loginAs(people.hunter)
    ).assertStatus(403)
    ;(await client.get('/rest/sales/visits').loginAs(people.customerUser)).assertStatus(403)

    const changed = await client
      .patch(`/rest/sales/visits/${created.body().id}`)
      .json({ followUp: false, outcome: 'offer', comment: null })
      .withCsrfToken()
      .loginAs(people.hunter)
    changed.assertStatus(200)
    assert.containsSubset(changed.body(), {
      followUp: false,
      followUpMethod: null,
      outcome: 'offer',
      comment: null,
      venueName: 'Café De Hoek',
    })
    ;(
      await client
        .patch(`/rest/sales/visits/${created.body().id}`)
        .json({ venueName: '' })
        .withCsrfToken()
        .loginAs(people.hunter)
    ).assertStatus(422)

    const pins = await client.get('/rest/sales/locations').loginAs(people.hunter)
    pins.assertStatus(200)
    assert.sameMembers(
      pins.body().data.map((pin: { venueName: string }) => pin.venueName),
      ['Café De Hoek', 'Hotel Today']
    )

    const stats = await client.get('/rest/sales/stats').loginAs(people.admin)
    stats.assertStatus(200)
    const hunter = stats
      .body()
      .hunters.find((row: { hunterId: number }) => row.hunterId === people.hunter.id)
    assert.containsSubset(hunter, {
      name: 'Hannah Hunter',
      visits: 2,
      offers: 2,
      customers: 1,
      offerRate: 1,
      customerRate: 0.5,
    })
    assert.lengthOf(
      hunter.weeks,
      ownLastWeek.createdAt.weekNumber === DateTime.now().weekNumber ? 1 : 2
    )
    assert.containsSubset(stats.body().totals, {
      visits: 4,
      offers: 2,
      customers: 1,
      offerRate: 0.5,
      customerRate: 0.25,
    })
    const ownStats = await client.get('/rest/sales/stats').loginAs(people.otherHunter)
    assert.deepEqual(
      ownStats.body().hunters.map((row: { hunterId: number }) => row.hunterId),
      [people.otherHunter.id]
    )
    ;(
      await client.get('/rest/sales/stats?from=2026-05-01&to=2026-04-01').loginAs(people.admin)
    ).assertStatus(422)

    const csv = await client.get('/rest/sales/export').loginAs(people.hunter)
    csv.assertStatus(200)
    assert.match(csv.header('content-type')!, /text\/csv/)
    assert.include(csv.text(), '"Café De Hoek"')
    assert.include(csv.text(), '"Hotel Today"')
    assert.notInclude(csv.text(), 'Shop Yesterday')
  })
})
