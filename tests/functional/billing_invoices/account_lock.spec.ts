import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { evaluateAccountLocks } from '#core/billing/invoices/account_lock'
import { LOCK_GRACE_DAYS } from '#core/billing/invoices/invoice_rules'
import { useStripeSimulator } from '#tests/helpers/stripe_simulator'
import { buildBillingWorld } from '#tests/functional/billing/billing_world'
import { byType, deliver, loadScenario } from '#tests/functional/billing/scenario_replay'
import { lockedAt } from './invoice_world.js'

/**
 * The recorded "card fails → past_due → lock → paid → unlock" sequence (tests/fixtures/stripe/card_fails_lock_unlock.json)
 * replayed through the signed webhook endpoint: the invoice is mirrored, the lock tick locks the customer's users
 * out of all but /customer and the invoices, and the payment unlocks them at once. Duplicates and late events change nothing.
 */
test.group(
  'Billing / invoices: webhook mirror and the account lock of overdue invoices',
  (group) => {
    group.each.setup(() => testUtils.db().withGlobalTransaction())
    useStripeSimulator(group, { webhooks: false })

    async function lockScenario() {
      const world = await buildBillingWorld()
      const suffix = `${world.customer.id}${Date.now().toString(36)}`
      await db
        .from('customers')
        .where('id', world.customer.id)
        .update({ payment_provider_id: `cus_lock${suffix}`, payment_method: 1 })
      const dueDate = Math.floor(Date.now() / 1000) - (LOCK_GRACE_DAYS + 2) * 86_400
      const scenario = loadScenario('card_fails_lock_unlock.json', {
        customer: `cus_lock${suffix}`,
        invoice: `in_lock${suffix}`,
        subscription: `sub_lock${suffix}`,
        due_date: dueDate,
      })
      for (const event of scenario.events)
        if (typeof event.data.object.due_date === 'string')
          event.data.object.due_date = Number(event.data.object.due_date)
      return { ...world, scenario, invoiceId: `in_lock${suffix}` }
    }

    const mirrorRow = (stripeId: string) =>
      db.from('invoices').where('stripe_invoice_id', stripeId).first()

    test('card fails → overdue past the grace period → locked (403 E_ACCOUNT_LOCKED outside /customer and invoices) → paid → unlocked at once', async ({
      client,
      assert,
    }) => {
      const { customer, users, scenario, invoiceId } = await lockScenario()
      for (const type of [
        'invoice.finalized',
        'invoice.payment_failed',
        'customer.subscription.updated',
      ]) {
        assert.deepEqual(
          await deliver(byType(scenario, type)),
          { status: 200, body: { received: true, duplicate: false } },
          type
        )
      }
      const row = await mirrorRow(invoiceId)
      assert.deepInclude(row, {
        customer_id: customer.id,
        stripe_status: 'open',
        amount_due: 7900,
        number: 'B1C2D3E4-0003',
      })
      assert.isNull(await lockedAt(customer.id), 'not locked before the lock tick')

      assert.deepEqual(await evaluateAccountLocks(), { locked: 1, unlocked: 0 })
      assert.isNotNull(await lockedAt(customer.id))
      const blocked = await client.get(`/rest/customers/${customer.id}/logs`).loginAs(users.owner)
      blocked.assertStatus(403)
      blocked.assertBodyContains({ code: 'E_ACCOUNT_LOCKED' })
      ;(await client.get('/rest/alerts').loginAs(users.reader)).assertBodyContains({
        code: 'E_ACCOUNT_LOCKED',
      })
      const self = await client.get('/rest/self').loginAs(users.owner)
      assert.isTrue(self.body().account_locked)
      const invoices = await client
        .get(`/rest/customers/${customer.id}/invoices`)
        .loginAs(users.owner)
      invoices.assertStatus(200)
      assert.equal(invoices.body().data[0].status, 'overdue')
      ;(await client.get(`/rest/customers/${customer.id}`).loginAs(users.owner)).assertStatus(200)
      assert.isFalse(
        (await client.get('/rest/self').loginAs(users.stranger)).body().account_locked,
        "another customer's user is not locked"
      )
      ;(await client.get(`/rest/customers/${customer.id}/logs`).loginAs(users.admin)).assertStatus(
        200
      )

      assert.deepEqual(await deliver(byType(scenario, 'invoice.paid')), {
        status: 200,
        body: { received: true, duplicate: false },
      })
      assert.isNull(await lockedAt(customer.id), 'paying unlocks at once')
      ;(await client.get(`/rest/customers/${customer.id}/logs`).loginAs(users.owner)).assertStatus(
        200
      )
      assert.isFalse((await client.get('/rest/self').loginAs(users.owner)).body().account_locked)
      assert.deepInclude(await mirrorRow(invoiceId), { stripe_status: 'paid', amount_paid: 7900 })
    })

    test('duplicates and out-of-order events: paid first, then the older failure and finalization → stays paid, never locked', async ({
      assert,
    }) => {
      const { customer, scenario, invoiceId } = await lockScenario()
      const answers = []
      for (const event of [...scenario.events].reverse())
        answers.push((await deliver(event)).body.duplicate, (await deliver(event)).body.duplicate)
      assert.deepEqual(
        answers,
        scenario.events.flatMap(() => [false, true])
      )
      assert.deepInclude(await mirrorRow(invoiceId), { stripe_status: 'paid', amount_paid: 7900 })
      await evaluateAccountLocks()
      assert.isNull(await lockedAt(customer.id))
      // A late redelivery of the failure under a new event id (Stripe's retry of a lost delivery) changes nothing either.
      const late = { ...byType(scenario, 'invoice.payment_failed'), id: `evt_late_${invoiceId}` }
      assert.equal((await deliver(late)).status, 200)
      assert.equal((await mirrorRow(invoiceId)).stripe_status, 'paid')
    })

    test('an invoice due less than the grace period ago is overdue but does not lock', async ({
      assert,
    }) => {
      const { customer, scenario, invoiceId } = await lockScenario()
      await deliver(byType(scenario, 'invoice.finalized'))
      await db
        .from('invoices')
        .where('stripe_invoice_id', invoiceId)
        .update({ due_date: new Date(Date.now() - (LOCK_GRACE_DAYS - 1) * 86_400_000) })
      await evaluateAccountLocks()
      assert.isNull(await lockedAt(customer.id))
    })
  }
)
