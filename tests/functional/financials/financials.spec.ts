import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { type DateTime } from 'luxon'
import { createTenant, createUser, grant } from '#tests/helpers/fixtures'
import Partner from '#core/partners/models/partner'
import { PERMISSION_KEYS } from '#core/access/permissions'
import { financialCalendar } from '#core/financials/financial_calendar'

/**
 * Financials (issue 25 item 3): figures computed from known invoices and subscription periods, the yearly target
 * (validated, audited), and a 404 for everyone but admins.
 */
let invoiceSequence = 0

async function invoice(createdAt: DateTime, subtotal: number, status = 'paid', currency = 'eur') {
  const now = new Date()
  await db.table('invoices').insert({
    stripe_invoice_id: `in_fin_${Date.now().toString(36)}_${++invoiceSequence}`,
    stripe_customer_id: 'cus_fin',
    stripe_status: status,
    subtotal,
    total: Math.round(subtotal * 1.21),
    tax: Math.round(subtotal * 0.21),
    amount_due: Math.round(subtotal * 1.21),
    currency,
    stripe_created_at: createdAt.toJSDate(),
    stripe_synced_at: now,
    created_at: now,
    updated_at: now,
  })
}

async function period(
  locationId: number,
  amount: number,
  startedAt: DateTime,
  end?: { at: DateTime; churned: boolean },
  continuesPrevious = false
) {
  await db.table('subscription_periods').insert({
    location_id: locationId,
    amount,
    started_at: startedAt.toJSDate(),
    ended_at: end?.at.toJSDate() ?? null,
    churned: end?.churned ?? false,
    continues_previous: continuesPrevious,
  })
}

test.group('Financials', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(async () => {
    await db.from('invoices').delete()
    await db.from('subscription_periods').delete()
    await db.from('financial_targets').delete()
  })

  test('revenue, target and MRR are computed from the invoices and the subscriptions', async ({
    client,
    assert,
  }) => {
    const admin = await createUser({ isAdmin: true })
    const calendar = financialCalendar()
    const { monthStart, lastMonthStart, yearStart } = calendar
    // This month: two finalized invoices; a void one, a draft and a dollar one do not count.
    await invoice(monthStart.plus({ hours: 1 }), 100_000)
    await invoice(monthStart.plus({ hours: 2 }), 23_456, 'open')
    await invoice(monthStart.plus({ hours: 3 }), 99_999, 'void')
    await invoice(monthStart.plus({ hours: 3 }), 99_999, 'draft')
    await invoice(monthStart.plus({ hours: 3 }), 99_999, 'paid', 'usd')
    // Last month, and earlier in the year (when last month is in this year), and last year.
    await invoice(lastMonthStart.plus({ days: 3 }), 50_000)
    const earlier = yearStart.plus({ hours: 5 })
    const earlierCounts = earlier < lastMonthStart
    if (earlierCounts) await invoice(earlier, 7_000)
    await invoice(yearStart.minus({ days: 40 }), 800_000)
    await db.table('financial_targets').insert({
      year: calendar.year,
      amount: 1_000_000,
      created_at: new Date(),
      updated_at: new Date(),
    })

    const thisMonth = 123_456
    const lastMonth = 50_000
    const ytd =
      thisMonth + (lastMonthStart >= yearStart ? lastMonth : 0) + (earlierCounts ? 7_000 : 0)

    // MRR: A (30 €) all year; B (50 €) started 2 months ago, churned this month; C (20 €) new this month,
    // raised to 25 € (a change, not new MRR).
    const { location } = await createTenant()
    const months = calendar.months
    await period(location.id, 3_000, months[0].minus({ days: 20 }))
    await period(location.id + 1_000_000, 5_000, months[9].plus({ days: 2 }), {
      at: monthStart.plus({ minutes: 30 }),
      churned: true,
    })
    await period(location.id + 2_000_000, 2_000, monthStart.plus({ minutes: 10 }), {
      at: monthStart.plus({ minutes: 20 }),
      churned: false,
    })
    await period(location.id + 2_000_000, 2_500, monthStart.plus({ minutes: 20 }), undefined, true)

    const response = await client.get('/rest/admin/financials').loginAs(admin)
    response.assertStatus(200)
    const body = response.body()
    assert.isNull(body.revenue.error)
    assert.deepEqual(body.revenue.data, {
      currency: 'eur',
      year: calendar.year,
      year_to_date: ytd,
      current_month: thisMonth,
      per_day: Math.round(thisMonth / calendar.daysThisMonth),
      last_month: lastMonth,
      target: 1_000_000,
      to_complete: Math.max(0, 1_000_000 - ytd),
      progress: Math.round((ytd / 1_000_000) * 1000) / 10,
    })

    assert.isNull(body.mrr.error)
    const trend = body.mrr.data.trend
    assert.lengthOf(trend, 12)
    assert.equal(trend[11].month, monthStart.toFormat('yyyy-MM'))
    assert.deepEqual(trend[0], {
      month: months[0].toFormat('yyyy-MM'),
      mrr: 3_000,
      new_mrr: 0,
      churned_mrr: 0,
    })
    assert.deepEqual(trend[9], {
      month: months[9].toFormat('yyyy-MM'),
      mrr: 8_000,
      new_mrr: 5_000,
      churned_mrr: 0,
    })
    assert.deepEqual(trend[10], {
      month: months[10].toFormat('yyyy-MM'),
      mrr: 8_000,
      new_mrr: 0,
      churned_mrr: 0,
    })
    assert.deepEqual(trend[11], {
      month: monthStart.toFormat('yyyy-MM'),
      mrr: 5_500,
      new_mrr: 2_000,
      churned_mrr: 5_000,
    })
    assert.equal(body.mrr.data.mrr, 5_500)
  })

  test('a subscription change on a venue opens and closes its periods (the trigger)', async ({
    assert,
  }) => {
    const { location } = await createTenant()
    const set = (values: Record<string, unknown>) =>
      db.from('locations').where('id', location.id).update(values)
    const periods = () =>
      db
        .from('subscription_periods')
        .where('location_id', location.id)
        .orderBy('id')
        .select('amount', 'continues_previous', 'churned', db.raw('ended_at is null as open'))

    await set({
      subscription_status: 'active',
      subscription_amount: 4_900,
      subscription_currency: 'eur',
    })
    await set({ subscription_status: 'past_due' })
    await set({ subscription_amount: 5_900 })
    await set({ name: 'Renamed venue' })
    await set({ subscription_status: 'cancelled' })
    assert.deepEqual(await periods(), [
      { amount: 4_900, continues_previous: false, churned: false, open: false },
      { amount: 5_900, continues_previous: true, churned: true, open: false },
    ])
  })

  test('an admin sets the yearly target: validated, stored, audited', async ({
    client,
    assert,
  }) => {
    const admin = await createUser({ isAdmin: true })
    const year = financialCalendar().year

    const invalid = await client
      .put('/rest/admin/financials/target')
      .json({ year: 1999, amount: -5 })
      .withCsrfToken()
      .loginAs(admin)
    invalid.assertStatus(422)
    assert.sameMembers(
      invalid.body().errors.map((error: { field: string }) => error.field),
      ['year', 'amount']
    )
    const fraction = await client
      .put('/rest/admin/financials/target')
      .json({ year, amount: 10.5 })
      .withCsrfToken()
      .loginAs(admin)
    fraction.assertStatus(422)

    for (const amount of [50_000_000, 75_000_000]) {
      const saved = await client
        .put('/rest/admin/financials/target')
        .json({ year, amount })
        .withCsrfToken()
        .loginAs(admin)
      saved.assertStatus(200)
      assert.deepEqual(saved.body(), { year, amount })
    }
    const stored = await db.from('financial_targets').where('year', year).firstOrFail()
    assert.equal(Number(stored.amount), 75_000_000)
    assert.equal(stored.updated_by, admin.id)

    const audit = await db
      .from('audit_logs')
      .where({ action: 'financial_target.updated', object_id: String(year) })
      .orderBy('id')
    assert.lengthOf(audit, 2)
    assert.equal(audit[1].actor_id, admin.id)
    assert.deepEqual(audit[1].old_values, { amount: 50_000_000 })
    assert.deepEqual(audit[1].new_values, { amount: 75_000_000 })

    const shown = await client.get('/rest/admin/financials').loginAs(admin)
    assert.equal(shown.body().revenue.data.target, 75_000_000)
  })

  test('everyone but an admin gets a 404, and the target stays as it was', async ({
    client,
    assert,
  }) => {
    const { customer } = await createTenant()
    const partner = await createUser({
      partnerId: (await Partner.create({ name: 'Financials partner' })).id,
    })
    const customerUser = await createUser()
    await grant(customerUser, 'customer', customer.id, [...PERMISSION_KEYS])
    const installer = await createUser({ accountRole: 'installer' })
    for (const user of [partner, customerUser, installer]) {
      const read = await client.get('/rest/admin/financials').loginAs(user)
      read.assertStatus(404)
      assert.equal(read.body().code, 'E_NOT_FOUND')
      const write = await client
        .put('/rest/admin/financials/target')
        .json({ year: 2026, amount: 1 })
        .withCsrfToken()
        .loginAs(user)
      write.assertStatus(404)
    }
    const anonymous = await client.get('/rest/admin/financials')
    anonymous.assertStatus(401)
    assert.equal(
      await db
        .from('financial_targets')
        .count('* as n')
        .first()
        .then((r) => Number(r?.n)),
      0
    )
  })
})
