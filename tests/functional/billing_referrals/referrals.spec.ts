import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import type Stripe from 'stripe'
import db from '@adonisjs/lucid/services/db'
import Mail from '#core/mail/models/mail'
import Customer from '#core/customers/models/customer'
import { billingStripe } from '#core/billing/stripe/billing_stripe'
import { ensureStripeCustomer } from '#core/billing/customers/stripe_customer_sync'
import { rewardReferral } from '#core/billing/referrals/reward_referral'
import { createUser } from '#tests/helpers/fixtures'
import { pollUntil } from '#tests/helpers/poll'
import {
  settleStripeDeliveries,
  useStripeSimulator,
  webhookDelivered,
} from '#tests/helpers/stripe_simulator'
import { billingJobsSettled, buildBillingWorld } from '#tests/functional/billing/billing_world'
import {
  balanceTransactions,
  REFERRAL,
  referralState,
  referredCompanyPays,
} from './referral_world.js'

test.group('Billing / referrals: refer a company, list, validation and duplicates', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  const simulator = useStripeSimulator(group)
  settleStripeDeliveries(group, simulator, billingJobsSettled)

  test("a customer's user refers a company for their customer; the referred person gets a mail; the list shows it invited", async ({
    client,
    assert,
  }) => {
    const { customer, users } = await buildBillingWorld()
    await users.owner.merge({ lang: 'fr' }).save()
    const created = await client
      .post('/rest/referral')
      .json(REFERRAL)
      .withCsrfToken()
      .loginAs(users.owner)
    created.assertStatus(201)
    assert.deepInclude(created.body(), {
      email: 'owner@newcafe.test',
      company: 'New Café',
      sector: 'horeca',
      state: 'invited',
      reward_cents: 20000,
      reward_currency: 'eur',
    })
    assert.deepEqual(created.body().referrer_customer, { id: customer.id, name: customer.name })
    assert.isNull(created.body().stripe_balance_transaction_id)

    const mail = await Mail.query().where('to_address', 'owner@newcafe.test').firstOrFail()
    assert.equal(mail.kind, 'billing_referral_invitation')
    assert.equal(mail.lang, 'fr')
    assert.include(mail.subject, 'recommande Airdeck à New Café')
    assert.include(mail.text, customer.name)

    const mine = await client.get('/rest/referrals').loginAs(users.reader)
    mine.assertStatus(200)
    assert.deepEqual(
      mine.body().data.map((row: any) => [row.email, row.state]),
      [['owner@newcafe.test', 'invited']]
    )
    const theirs = await client.get('/rest/referrals').loginAs(users.stranger)
    assert.lengthOf(theirs.body().data, 0, "another customer's users do not see it")
    const admin = await client
      .get('/rest/referrals')
      .qs({ state: 'invited', customer: customer.id })
      .loginAs(users.admin)
    assert.lengthOf(admin.body().data, 1)
  })

  test('bad input is a 422 with field errors; duplicates, existing customers and foreign customers are refused; nothing is half written', async ({
    client,
    assert,
  }) => {
    const { customer, other, users } = await buildBillingWorld()
    const invalid = await client
      .post('/rest/referral')
      .json({ email: 'not-an-email', name: '', company: 'X', sector: 'bakery' })
      .withCsrfToken()
      .loginAs(users.owner)
    invalid.assertStatus(422)
    assert.includeMembers(
      invalid.body().errors.map((error: any) => error.field),
      ['email', 'name', 'sector']
    )

    ;(
      await client.post('/rest/referral').json(REFERRAL).withCsrfToken().loginAs(users.owner)
    ).assertStatus(201)
    const again = await client
      .post('/rest/referral')
      .json({ ...REFERRAL, email: 'OWNER@newcafe.test', name: 'Someone else' })
      .withCsrfToken()
      .loginAs(users.stranger)
    again.assertStatus(422)
    again.assertBodyContains({
      code: 'E_REFERRAL_DUPLICATE',
      errors: [{ field: 'email', rule: 'unique' }],
    })

    await db
      .from('customers')
      .where('id', other.customer.id)
      .update({ invoice_email: 'billing@existing.test', vat: 'BE0123456749' })
    const existing = await client
      .post('/rest/referral')
      .json({ ...REFERRAL, email: 'billing@existing.test' })
      .withCsrfToken()
      .loginAs(users.owner)
    existing.assertStatus(422)
    existing.assertBodyContains({ code: 'E_REFERRAL_ALREADY_CUSTOMER' })
    const byVat = await client
      .post('/rest/referral')
      .json({ ...REFERRAL, email: 'fresh@elsewhere.test', vat: 'BE 0123.456.749' })
      .withCsrfToken()
      .loginAs(users.owner)
    byVat.assertBodyContains({ code: 'E_REFERRAL_ALREADY_CUSTOMER' })

    const foreign = await client
      .post('/rest/referral')
      .json({ ...REFERRAL, email: 'x@y.test', customer: other.customer.id })
      .withCsrfToken()
      .loginAs(users.owner)
    foreign.assertStatus(404)
    const nobody = await client
      .post('/rest/referral')
      .json({ ...REFERRAL, email: 'x@y.test' })
      .withCsrfToken()
      .loginAs(await createUser())
    nobody.assertStatus(422)
    nobody.assertBodyContains({ code: 'E_REFERRAL_NO_CUSTOMER', errors: [{ field: 'customer' }] })
    assert.equal((await db.from('referrals').count('* as n'))[0].n, '1')
    assert.equal(
      (await Mail.query().where('kind', 'billing_referral_invitation').count('* as n'))[0].$extras
        .n,
      '1'
    )
    assert.equal(customer.id, (await db.from('referrals').first()).referrer_customer_id)
  })
})

test.group(
  'Billing / referrals: the referred company pays → 200 EUR credit once, taken off the next invoice',
  (group) => {
    group.each.setup(() => testUtils.db().withGlobalTransaction())
    const simulator = useStripeSimulator(group)
    settleStripeDeliveries(group, simulator, billingJobsSettled)

    test('the first paid invoice converts the referral and credits the referrer once, however often Stripe replays the event', async ({
      client,
      assert,
    }) => {
      const { customer, users } = await buildBillingWorld()
      const referrerStripe = await ensureStripeCustomer(customer)
      const referral = (
        await client.post('/rest/referral').json(REFERRAL).withCsrfToken().loginAs(users.owner)
      ).body()

      const { customer: referred, invoice } = await referredCompanyPays()
      const paidEvent = await pollUntil(
        () =>
          webhookDelivered(
            simulator(),
            'invoice.paid',
            (event) => event.data.object.id === invoice.id
          ),
        { what: 'invoice.paid' }
      )
      const rewarded = await referralState(referral.id, 'rewarded')
      assert.equal(rewarded.referred_customer_id, referred.id)
      assert.equal(rewarded.converting_invoice_id, invoice.id)

      simulator().events.resend(paidEvent.id)
      simulator().events.resend(paidEvent.id)
      await simulator().events.idle()
      await billingJobsSettled()
      assert.equal(
        await rewardReferral(referral.id),
        'skipped',
        'a second attempt finds it rewarded'
      )

      const credits = (await balanceTransactions(referrerStripe)).filter(
        (entry) => entry.type === 'adjustment'
      )
      assert.lengthOf(credits, 1)
      assert.deepInclude(credits[0], {
        amount: -20000,
        currency: 'eur',
        id: rewarded.stripe_balance_transaction_id,
      })
      assert.equal(credits[0].metadata!.airdeck_referral_id, String(referral.id))
      assert.equal(
        ((await billingStripe().customers.retrieve(referrerStripe)) as Stripe.Customer).balance,
        -20000
      )

      const listed = await client.get('/rest/referrals').loginAs(users.owner)
      assert.deepInclude(listed.body().data[0], {
        state: 'rewarded',
        stripe_balance_transaction_id: null,
      })
      assert.isNotNull(listed.body().data[0].rewarded_at)

      // A later paid invoice of the same company changes nothing.
      await billingStripe().invoiceItems.create({
        customer: referred.paymentProviderId!,
        amount: 1000,
        currency: 'eur',
      })
      const second = await billingStripe().invoices.create({
        customer: referred.paymentProviderId!,
        pending_invoice_items_behavior: 'include',
      })
      await billingStripe().invoices.pay(second.id, { paid_out_of_band: true })
      await pollUntil(
        () =>
          webhookDelivered(
            simulator(),
            'invoice.paid',
            (event) => event.data.object.id === second.id
          ),
        { what: 'the second invoice.paid' }
      )
      await billingJobsSettled()
      assert.lengthOf(
        (await balanceTransactions(referrerStripe)).filter((entry) => entry.type === 'adjustment'),
        1
      )
    })

    test('a referred company that signs up with another e-mail is still found by its VAT number, written any way', async ({
      client,
      assert,
    }) => {
      const { users } = await buildBillingWorld()
      const referral = (
        await client
          .post('/rest/referral')
          .json({ ...REFERRAL, vat: 'BE 0123.456.749' })
          .withCsrfToken()
          .loginAs(users.owner)
      ).body()

      const { customer: referred } = await referredCompanyPays(
        'accounts@newcafe-group.test',
        4_900,
        'be0123-456-749'
      )
      const converted = await pollUntil(
        async () => {
          const row = await db.from('referrals').where('id', referral.id).first()
          return row?.state !== 'invited' ? row : null
        },
        { what: 'the referral to convert' }
      )
      assert.equal(converted.referred_customer_id, referred.id)
    })

    test('Stripe down at reward time: the referral stays converted with the reason, and a retry credits it once (same idempotency key)', async ({
      assert,
    }) => {
      const { customer } = await buildBillingWorld()
      const referrerStripe = await ensureStripeCustomer(customer)
      const [id] = await db
        .table('referrals')
        .insert({
          referrer_customer_id: customer.id,
          email: 'x@down.test',
          name: 'X',
          company: 'Down BV',
          sector: 'retail',
          state: 'converted',
          created_at: new Date(),
          updated_at: new Date(),
        })
        .returning('id')
      const referralId = Number(id.id ?? id)
      simulator().faults.failNext(30, 503)
      await assert.rejects(() => rewardReferral(referralId))
      assert.deepInclude(await db.from('referrals').where('id', referralId).first(), {
        state: 'converted',
        reward_error: 'E_STRIPE_UNAVAILABLE',
      })
      simulator().faults.reset()
      assert.equal(await rewardReferral(referralId), 'rewarded')
      assert.equal(await rewardReferral(referralId), 'skipped')
      assert.lengthOf(
        (await balanceTransactions(referrerStripe)).filter((entry) => entry.type === 'adjustment'),
        1
      )
    })

    test('the credit is taken off the next finalized invoice of the referrer', async ({
      assert,
    }) => {
      const { customer } = await buildBillingWorld()
      const referrerStripe = await ensureStripeCustomer(customer)
      const [row] = await db
        .table('referrals')
        .insert({
          referrer_customer_id: customer.id,
          email: 'y@paid.test',
          name: 'Y',
          company: 'Paid BV',
          sector: 'events',
          state: 'converted',
          created_at: new Date(),
          updated_at: new Date(),
        })
        .returning('id')
      await rewardReferral(Number(row.id ?? row))
      const stripe = billingStripe()
      await stripe.invoiceItems.create({
        customer: referrerStripe,
        amount: 34_900,
        currency: 'eur',
        description: 'Monthly',
      })
      const draft = await stripe.invoices.create({
        customer: referrerStripe,
        pending_invoice_items_behavior: 'include',
      })
      const finalized = await stripe.invoices.finalizeInvoice(draft.id)
      assert.deepInclude(finalized, {
        total: 34_900,
        starting_balance: -20_000,
        amount_due: 14_900,
        ending_balance: 0,
      })
      assert.equal((await Customer.findOrFail(customer.id)).paymentProviderId, referrerStripe)
    })
  }
)
