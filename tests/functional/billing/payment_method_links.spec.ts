import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import type Stripe from 'stripe'
import Customer from '#core/customers/models/customer'
import Mail from '#core/mail/models/mail'
import { billingStripe } from '#core/billing/stripe/billing_stripe'
import { pollUntil } from '#tests/helpers/poll'
import { mailCatcher } from '#tests/helpers/mail_catcher'
import {
  settleStripeDeliveries,
  useStripeSimulator,
  webhookDelivered,
} from '#tests/helpers/stripe_simulator'
import { billingJobsSettled, buildBillingWorld } from '#tests/functional/billing/billing_world'

const linkOf = (customerId: number) =>
  `/rest/payments/create_subscription_method/?customer=${customerId}`

test.group(
  'Billing / payment-method link (Checkout, setup mode), mail, billing portal',
  (group) => {
    group.each.setup(() => testUtils.db().withGlobalTransaction())
    const simulator = useStripeSimulator(group)
    settleStripeDeliveries(group, simulator, billingJobsSettled)

    test('the link is a setup-mode Checkout for card and SEPA in the customer language; completing it with SEPA sets the default method and lifts the redirect', async ({
      client,
      assert,
    }) => {
      const { customer, users } = await buildBillingWorld()
      const self = await client.get('/rest/self').loginAs(users.owner)
      assert.deepInclude(self.body().default_customer, { id: customer.id, payment_method: null })
      assert.isNull(
        self.body().default_location.payment_method,
        'the venue would send its users to /not-payed'
      )

      const answer = await client.get(linkOf(customer.id)).loginAs(users.owner)
      answer.assertStatus(200)
      const { url } = answer.body()
      assert.match(url, new RegExp(`^${simulator().url}/c/pay/cs_test_`))
      const again = await client.get(linkOf(customer.id)).loginAs(users.admin)
      assert.equal(
        again.body().url,
        url,
        'the same page within 10 minutes (idempotency key from our customer id)'
      )

      const stripeId = (await Customer.findOrFail(customer.id)).paymentProviderId!
      const session = await billingStripe().checkout.sessions.retrieve(url.split('/').pop())
      assert.deepInclude(session, {
        mode: 'setup',
        customer: stripeId,
        locale: 'nl',
        client_reference_id: String(customer.id),
      })
      assert.sameMembers(session.allowed_payment_method_types as string[], ['card', 'sepa_debit'])
      assert.match(session.success_url!, /\/customer\/info\?payment_method=added/)

      const { paymentMethod } = simulator().completeCheckout(session.id, 'sepa_debit')
      await pollUntil(
        () =>
          webhookDelivered(
            simulator(),
            'checkout.session.completed',
            (event) => event.data.object.id === session.id
          ),
        { what: 'checkout.session.completed' }
      )
      await pollUntil(() => webhookDelivered(simulator(), 'setup_intent.succeeded'), {
        what: 'setup_intent.succeeded',
      })
      const paid = await Customer.findOrFail(customer.id)
      assert.deepInclude(paid.$attributes, {
        paymentMethod: 2,
        stripePaymentMethodId: paymentMethod.id,
        paymentMethodLabel: 'SEPA •••• 3000',
      })
      const remote = (await billingStripe().customers.retrieve(stripeId)) as Stripe.Customer
      assert.equal(remote.invoice_settings.default_payment_method, paymentMethod.id)

      const after = await client.get('/rest/self').loginAs(users.owner)
      assert.deepInclude(after.body().default_customer, { id: customer.id, payment_method: 2 })
      assert.equal(after.body().default_location.payment_method, 2)
      const fresh = await client.get(linkOf(customer.id)).loginAs(users.owner)
      assert.notEqual(fresh.body().url, url, 'a completed session is never handed out again')
      const state = await client.get(`/rest/customers/${customer.id}/stripe`).loginAs(users.reader)
      assert.deepInclude(state.body(), {
        payment_method: 2,
        payment_method_label: 'SEPA •••• 3000',
      })
    })

    test('the default removed or detached in Stripe turns payment_method off again, so the users are asked for one', async ({
      client,
      assert,
    }) => {
      const { customer, users } = await buildBillingWorld()
      const completeWith = async (type: 'card' | 'sepa_debit') => {
        const { url } = (await client.get(linkOf(customer.id)).loginAs(users.owner)).body()
        const { paymentMethod } = simulator().completeCheckout(url.split('/').pop(), type)
        await pollUntil(
          async () =>
            (await Customer.findOrFail(customer.id)).stripePaymentMethodId === paymentMethod.id
              ? true
              : null,
          { what: `the ${type} to be recorded` }
        )
        return paymentMethod
      }
      const methodAfter = (what: string, expected: number) =>
        pollUntil(
          async () => {
            await billingJobsSettled()
            const row = await Customer.findOrFail(customer.id)
            return row.paymentMethod === expected ? row : null
          },
          { what }
        )

      const sepa = await completeWith('sepa_debit')
      const stripeId = (await Customer.findOrFail(customer.id)).paymentProviderId!
      await billingStripe().customers.update(stripeId, {
        invoice_settings: { default_payment_method: '' },
      })
      const cleared = await methodAfter('the cleared default', 0)
      assert.deepInclude(cleared.$attributes, {
        stripePaymentMethodId: null,
        paymentMethodLabel: null,
      })
      assert.deepInclude(
        (await client.get('/rest/self').loginAs(users.owner)).body().default_customer,
        { payment_method: 0 }
      )
      await billingStripe().paymentMethods.detach(sepa.id)

      await completeWith('card')
      assert.equal((await Customer.findOrFail(customer.id)).paymentMethod, 1)
      const card = (await Customer.findOrFail(customer.id)).stripePaymentMethodId!
      await billingStripe().paymentMethods.detach(card)
      await methodAfter('the detached card', 0)
      assert.isDefined(
        webhookDelivered(
          simulator(),
          'payment_method.detached',
          (event) => event.data.object.id === card
        )
      )

      // A method set by hand (no Stripe payment method behind it) is not Stripe's to take away.
      await Customer.query().where('id', customer.id).update({ payment_method: 2 })
      await billingStripe().customers.update(stripeId, {
        invoice_settings: { default_payment_method: '' },
      })
      await billingJobsSettled()
      assert.equal((await Customer.findOrFail(customer.id)).paymentMethod, 2)
    })

    test('who may get a link: admins for anyone, a user with customer_update for their own; read-only 403, others 404', async ({
      client,
    }) => {
      const { customer, other, users } = await buildBillingWorld()
      ;(await client.get(linkOf(other.customer.id)).loginAs(users.admin)).assertStatus(200)
      ;(await client.get(linkOf(customer.id)).loginAs(users.reader)).assertStatus(403)
      ;(await client.get(linkOf(customer.id)).loginAs(users.stranger)).assertStatus(404)
      ;(await client.get(linkOf(customer.id))).assertStatus(401)
      ;(
        await client
          .get('/rest/payments/create_subscription_method/?customer=abc')
          .loginAs(users.admin)
      ).assertStatus(422)
      ;(
        await client.get(`/rest/customers/${customer.id}/payments/portal`).loginAs(users.reader)
      ).assertStatus(403)
      ;(
        await client.get(`/rest/customers/${customer.id}/payments/portal`).loginAs(users.stranger)
      ).assertStatus(404)
    })

    test('the link is mailed to the billing e-mail in the customer language; no address is a field error', async ({
      client,
      assert,
    }) => {
      const { customer, users } = await buildBillingWorld()
      await customer.merge({ language: 'fr', invoiceEmail: 'factures@tenant.test' }).save()
      const mailed = await client
        .post('/rest/payments/create_subscription_method/mail')
        .json({ customer: customer.id })
        .withCsrfToken()
        .loginAs(users.owner)
      mailed.assertStatus(202)
      assert.equal(mailed.body().email, 'factures@tenant.test')
      const mail = await Mail.query().where('to_address', 'factures@tenant.test').firstOrFail()
      assert.include(mail.subject, 'Configurez le paiement')
      assert.notInclude(
        mail.html,
        '/c/pay/',
        'the link opens the payment set-up: kept out of the readable outbox'
      )
      const delivered = await mailCatcher.waitFor('factures@tenant.test')
      assert.match(String(delivered.html), new RegExp(`${simulator().url}/c/pay/cs_test_`))
      assert.include(String(delivered.html), 'Ajouter un moyen de paiement')

      const elsewhere = await client
        .post('/rest/payments/create_subscription_method/mail')
        .json({ customer: customer.id, email: 'boss@tenant.test' })
        .withCsrfToken()
        .loginAs(users.owner)
      assert.equal(
        elsewhere.body().email,
        'factures@tenant.test',
        'only admins choose another address'
      )
      const admin = await client
        .post('/rest/payments/create_subscription_method/mail')
        .json({ customer: customer.id, email: 'boss@tenant.test' })
        .withCsrfToken()
        .loginAs(users.admin)
      assert.equal(admin.body().email, 'boss@tenant.test')

      await customer.merge({ invoiceEmail: null, email: null }).save()
      const none = await client
        .post('/rest/payments/create_subscription_method/mail')
        .json({ customer: customer.id })
        .withCsrfToken()
        .loginAs(users.admin)
      none.assertStatus(422)
      none.assertBodyContains({ code: 'E_NO_BILLING_EMAIL' })
    })

    test("the billing portal link opens Stripe's portal for the customer; Stripe down is a 503 with its code, never a 500", async ({
      client,
      assert,
    }) => {
      const { customer, users } = await buildBillingWorld()
      const portal = await client
        .get(`/rest/customers/${customer.id}/payments/portal`)
        .loginAs(users.owner)
      portal.assertStatus(200)
      assert.match(portal.body().url, new RegExp(`^${simulator().url}/p/session/bps_`))

      simulator().faults.failNext(20, 503)
      const down = await client.get(linkOf(customer.id)).loginAs(users.admin)
      simulator().faults.reset()
      down.assertStatus(503)
      down.assertBodyContains({ code: 'E_STRIPE_UNAVAILABLE' })
    })
  }
)
