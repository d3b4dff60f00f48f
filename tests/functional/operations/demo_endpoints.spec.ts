import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { seedDemoData } from '#database/demo/demo_data'
import {
  DEMO_INTEGRATION_SIMULATORS,
  DEMO_MAILCHIMP,
  type RunningDemoIntegration,
} from '#database/demo/demo_integrations'
import { createPluginHttp } from '#core/plugins/plugin_http'
import {
  integrationService,
  recordDemoEndpoint,
  STRIPE_SERVICE,
} from '#kernel/runtime/demo_endpoints'
import { billingConfigured, useBillingStripe } from '#core/billing/stripe/billing_stripe'
import { followRecordedDemoStripe } from '#core/billing/stripe/demo_stripe_follower'
import SyncStripeCustomerJob from '#core/billing/customers/jobs/sync_stripe_customer_job'
import { startStripeSimulator } from '#core/billing/stripe/simulator/index'
import Customer from '#core/customers/models/customer'
import { deliverDue } from '#tests/functional/integrations/integration_world'

/**
 * A worker is a process without the demo's simulators (they run in the web process that started them). It used to
 * deliver the demo connections' guests to the real Mailchimp with the published key, and to mark a Stripe customer
 * sync completed while doing nothing. Here this test process plays the worker: no in-process override is set.
 */
test.group('Operations / a worker and the demo services of the web process', (group) => {
  let simulators: RunningDemoIntegration[] = []
  group.setup(async () => {
    process.env[DEMO_MAILCHIMP.portVariable] = '0'
    simulators = await Promise.all(DEMO_INTEGRATION_SIMULATORS.map((start) => start()))
    return async () => {
      await Promise.all(simulators.map((simulator) => simulator.stop()))
    }
  })
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => () => useBillingStripe(null))

  async function signInDemoGuest(client: any, email: string) {
    await db.transaction((trx) => seedDemoData(trx))
    const connection = await db
      .from('integration_connections')
      .where('plugin_id', 'mailchimp')
      .firstOrFail()
    const portal = await db.from('portals').where('id', connection.portal_id).firstOrFail()
    const answer = await client.post(`/rest/public/portal/${portal.public_id}/authorize`).json({
      mac: '02:de:00:00:00:02',
      email,
      firstname: 'Dora',
      optIn: true,
      terms: true,
      language: 'nl',
    })
    if (answer.status() !== 201) throw new Error(answer.text())
    return connection.id as number
  }

  test('delivers the demo connection to the simulator the web process recorded', async ({
    client,
    assert,
  }) => {
    const mailchimp = simulators.find((simulator) => simulator.pluginId === 'mailchimp')!
    await recordDemoEndpoint(integrationService('mailchimp'), mailchimp.url)
    await signInDemoGuest(client, 'worker.guest@example.com')
    await deliverDue()

    const http = createPluginHttp({ verifyTls: false })
    const audiences = (
      await http.request({ method: 'GET', url: `${mailchimp.url}/__sim/audiences` })
    ).json<Array<{ id: string; members: Array<{ email_address: string; status: string }> }>>()
    const member = audiences
      .find((audience) => audience.id === DEMO_MAILCHIMP.audiences[0].id)!
      .members.find((entry) => entry.email_address === 'worker.guest@example.com')
    assert.equal(member?.status, 'subscribed')
  }).timeout(60_000)

  test('without a recorded simulator the demo key goes nowhere and says why', async ({
    client,
    assert,
  }) => {
    const connectionId = await signInDemoGuest(client, 'nowhere.guest@example.com')
    await deliverDue()

    const deliveries = await db.from('integration_deliveries').where('connection_id', connectionId)
    assert.isAbove(deliveries.length, 0)
    for (const delivery of deliveries) {
      assert.equal(delivery.status, 'pending')
      assert.equal(delivery.attempts, 0, 'no request was made')
    }
    const connection = await db.from('integration_connections').where('id', connectionId).first()
    assert.include(connection.last_error, 'demo mailchimp simulator is not running')
  }).timeout(60_000)

  test('a Stripe customer sync without billing fails instead of completing', async ({ assert }) => {
    const customer = await Customer.create({ name: 'Worker Bar' })
    assert.isFalse(billingConfigured())
    await assert.rejects(
      () => new SyncStripeCustomerJob().handle({ customerId: customer.id }),
      /E_BILLING_NOT_CONFIGURED/
    )
  })

  test('it bills through the Stripe simulator the web process recorded', async ({ assert }) => {
    const stripe = await startStripeSimulator({
      secretKeys: ['sk_test_recorded'],
      host: '127.0.0.1',
    })
    try {
      await recordDemoEndpoint(STRIPE_SERVICE, stripe.url, {
        secretKey: 'sk_test_recorded',
        webhookSecret: 'whsec_recorded',
      })
      await followRecordedDemoStripe()
      assert.isTrue(billingConfigured())

      const customer = await Customer.create({ name: 'Worker Bar' })
      await new SyncStripeCustomerJob().handle({ customerId: customer.id })
      await customer.refresh()
      assert.match(customer.paymentProviderId ?? '', /^cus_/)

      await db.from('demo_service_endpoints').where('service', STRIPE_SERVICE).delete()
      await followRecordedDemoStripe()
      assert.isFalse(billingConfigured(), 'the record gone, the worker stops billing through it')
    } finally {
      await stripe.stop()
    }
  }).timeout(60_000)
})
