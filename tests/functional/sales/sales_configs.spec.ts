import { test } from '@japa/runner'
import { ApiRequest } from '@japa/api-client'
import testUtils from '@adonisjs/core/services/test_utils'
import SalesVisit from '#core/sales/models/sales_visit'
import { bufferBody, pdfText } from '#tests/functional/portal_guest_access/guest_access_world'
import { quoteCatalogue, salesPeople } from '#tests/functional/sales/sales_world'

ApiRequest.addParser('application/pdf', bufferBody)

/** Three venues with failover (two connections), four access points each, a Peplink licence and a fixed IP. */
const THREE_VENUES = {
  title: 'Brasserie group, 3 venues',
  devices: 4,
  connections: 2,
  plan: 2,
  installCategory: 'standard',
  venues: 3,
  peplinkLicence: true,
  fixedIp: true,
}

test.group('Sales configuration calculator', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a 3-venue offer with failover: MRR and one-off from the catalogue prices, bought or rented within a maximum one-off', async ({
    client,
    assert,
  }) => {
    const people = await salesPeople()
    const products = await quoteCatalogue()
    const visit = await SalesVisit.create({
      hunterId: people.hunter.id,
      venueName: 'Brasserie',
      venueType: 'horeca',
      venueSize: 'large',
      interest: 'interested',
      outcome: 'open',
    })

    const response = await client
      .post('/rest/sales/configs')
      .json({ ...THREE_VENUES, visitId: visit.id })
      .withCsrfToken()
      .loginAs(people.hunter)
    response.assertStatus(201)
    const quote = response.body()
    // Bought: 3 × (Balance 20X 549.00 + config 50.00) + 12 × (U6 Pro 159.00 + config 10.00) + 3 × standard install 299.00.
    assert.equal(quote.oneOffCents, 3 * (54_900 + 5_000) + 12 * (15_900 + 1_000) + 3 * 29_900)
    assert.equal(quote.oneOffCents, 472_200)
    // Monthly: 3 × plan 2 (59.00) + 3 × PrimeCare (9.00) + 3 × one extra connection (15.00) + 3 × fixed IP (10.00).
    assert.equal(quote.mrrCents, 3 * 5_900 + 3 * 900 + 3 * 1_500 + 3 * 1_000)
    assert.containsSubset(quote, {
      suggestedPlan: 2,
      currency: 'EUR',
      visitId: visit.id,
      breakdown: { hardware: 'bought', financedCents: 0 },
    })
    const lines = quote.breakdown.lines
    assert.deepEqual(
      lines.map((line: { key: string }) => line.key),
      ['edge', 'access_points', 'licence', 'plan', 'install', 'extra_connections', 'fixed_ip']
    )
    assert.equal(
      lines[0].productId,
      products.router.id,
      'failover needs the multi-WAN router, not the cheaper gateway'
    )
    assert.equal(lines[1].productId, products.accessPoint.id)
    assert.equal(
      lines.reduce((sum: number, line: { oneOffCents: number }) => sum + line.oneOffCents, 0),
      quote.oneOffCents
    )
    assert.equal(
      lines.reduce((sum: number, line: { monthlyCents: number }) => sum + line.monthlyCents, 0),
      quote.mrrCents
    )
    await visit.refresh()
    assert.equal(visit.outcome, 'offer', 'a quote for a visit makes it an offer')

    // At most 1,000.00 up front: the hardware is rented (CaaS), the services above the maximum spread over 36 months.
    const capped = await client
      .patch(`/rest/sales/configs/${quote.id}`)
      .json({ maxOneOffCents: 100_000 })
      .withCsrfToken()
      .loginAs(people.hunter)
    capped.assertStatus(200)
    const rent = 3 * 2_500 + 12 * 500
    const financed = 3 * 5_000 + 12 * 1_000 + 3 * 29_900 - 100_000
    assert.containsSubset(capped.body(), {
      oneOffCents: 100_000,
      mrrCents: 27_900 + rent + Math.ceil(financed / 36),
      breakdown: { hardware: 'rented', financedCents: financed },
    })

    const single = await client
      .post('/rest/sales/configs')
      .json({
        ...THREE_VENUES,
        connections: 1,
        peplinkLicence: false,
        fixedIp: false,
        venues: 1,
        devices: 2,
        plan: 1,
        installCategory: 'diy',
      })
      .withCsrfToken()
      .loginAs(people.hunter)
    single.assertStatus(201)
    assert.containsSubset(single.body(), {
      suggestedPlan: 1,
      oneOffCents: 12_900 + 2_500 + 2 * (15_900 + 1_000),
      mrrCents: 2_900,
    })

    const tooSmall = await client
      .post('/rest/sales/configs')
      .json({ ...THREE_VENUES, plan: 1 })
      .withCsrfToken()
      .loginAs(people.hunter)
    tooSmall.assertStatus(422)
    assert.equal(tooSmall.body().code, 'E_PLAN_TOO_SMALL')
    assert.include(tooSmall.body().message, '2')
    assert.equal(tooSmall.body().errors[0].field, 'plan')

    await products.licence.delete()
    const noLicence = await client
      .post('/rest/sales/configs')
      .json(THREE_VENUES)
      .withCsrfToken()
      .loginAs(people.hunter)
    noLicence.assertStatus(422)
    assert.containsSubset(noLicence.body(), {
      code: 'E_SALES_PRODUCT_MISSING',
      errors: [{ field: 'peplinkLicence' }],
    })
    ;(
      await client
        .post('/rest/sales/configs')
        .json({ ...THREE_VENUES, devices: 61, venues: 0 })
        .withCsrfToken()
        .loginAs(people.hunter)
    ).assertStatus(422)

    // A hunter sees their own calculations; admins all.
    ;(await client.get(`/rest/sales/configs/${quote.id}`).loginAs(people.otherHunter)).assertStatus(
      404
    )
    const adminList = await client.get('/rest/sales/configs').loginAs(people.admin)
    assert.equal(adminList.body().meta.total, 2)
    const otherList = await client.get('/rest/sales/configs').loginAs(people.otherHunter)
    assert.equal(otherList.body().meta.total, 0)
  })

  test("the quote prints as a PDF in the reader's language with every line and both totals", async ({
    client,
    assert,
  }) => {
    const people = await salesPeople()
    await quoteCatalogue()
    people.hunter.lang = 'nl'
    await people.hunter.save()
    const quote = (
      await client
        .post('/rest/sales/configs')
        .json(THREE_VENUES)
        .withCsrfToken()
        .loginAs(people.hunter)
    ).body()

    const response = await client.get(`/rest/sales/configs/${quote.id}/pdf`).loginAs(people.hunter)
    response.assertStatus(200)
    assert.equal(response.header('content-type'), 'application/pdf')
    const pdf: Buffer = response.body()
    assert.equal(pdf.subarray(0, 5).toString(), '%PDF-')
    const text = pdfText(pdf)
    for (const expected of [
      'Offerte',
      'Brasserie group, 3 venues',
      'Balance 20X',
      'U6 Pro',
      'PrimeCare',
      'Vast IP-adres',
      '4.722,00',
      '279,00',
    ])
      assert.include(text, expected)
    ;(
      await client.get(`/rest/sales/configs/${quote.id}/pdf`).loginAs(people.otherHunter)
    ).assertStatus(404)
  })
})
