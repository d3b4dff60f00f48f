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
  connectIntegration,
  DemoServiceUnavailableError,
  resolveIntegrationServiceUrl,
} from '#core/plugins/connect_integration'
import {
  integrationService,
  keepDemoEndpointFresh,
  recordDemoEndpoint,
  STRIPE_SERVICE,
} from '#kernel/runtime/demo_endpoints'
import { billingConfigured, useBillingStripe } from '#core/billing/stripe/billing_stripe'
import { followRecordedDemoStripe } from '#core/billing/stripe/demo_stripe_follower'
import SyncStripeCustomerJob from '#core/billing/customers/jobs/sync_stripe_customer_job'
import { startStripeSimulator } from '#core/billing/stripe/simulator/index'
import Customer from '#core/customers/models/customer'
import { pollUntil } from '#tests/helpers/poll'
import { deliverDue, MAILCHIMP_KEY } from '#tests/functional/integrations/integration_world'

/** Where a web process killed with SIGKILL left its record: a loopback port nothing listens on any more. */
const DEAD_SIMULATOR = 'https://127.0.0.1:9'

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

  test("a customer's own key never follows a recorded simulator, stale or not", async ({
    assert,
  }) => {
    await recordDemoEndpoint(integrationService('mailchimp'), DEAD_SIMULATOR)
    const real = { apiKey: MAILCHIMP_KEY }
    assert.isNull(
      await resolveIntegrationServiceUrl('mailchimp', real),
      'the real Mailchimp, as without any record'
    )
    assert.equal(
      await resolveIntegrationServiceUrl('mailchimp', { apiKey: DEMO_MAILCHIMP.apiKey }),
      DEAD_SIMULATOR,
      'a control: the demo key does follow the record'
    )
    process.env.INTEGRATION_URL_MAILCHIMP = 'https://127.0.0.1:4443/'
    try {
      assert.equal(
        await resolveIntegrationServiceUrl('mailchimp', real),
        'https://127.0.0.1:4443',
        'the configured address'
      )
    } finally {
      delete process.env.INTEGRATION_URL_MAILCHIMP
    }
  })

  test('a record its process stopped refreshing is ignored: the demo key goes nowhere', async ({
    assert,
  }) => {
    await recordDemoEndpoint(integrationService('mailchimp'), DEAD_SIMULATOR)
    await db
      .from('demo_service_endpoints')
      .where('service', integrationService('mailchimp'))
      .update({ updated_at: db.raw(`now() - interval '10 minutes'`) })
    const demo = { apiKey: DEMO_MAILCHIMP.apiKey }
    assert.isNull(await resolveIntegrationServiceUrl('mailchimp', demo))
    await assert.rejects(
      () => connectIntegration('mailchimp', demo, { cacheNamespace: 'integration-stale' }),
      DemoServiceUnavailableError
    )
  })

  test('the recording process keeps its record fresh until it stops', async ({ assert }) => {
    const service = integrationService('mailchimp')
    await recordDemoEndpoint(service, DEAD_SIMULATOR)
    const age = async () =>
      Number(
        (
          await db
            .from('demo_service_endpoints')
            .where('service', service)
            .select(db.raw('extract(epoch from now() - updated_at) as age'))
            .firstOrFail()
        ).age
      )
    await db
      .from('demo_service_endpoints')
      .where('service', service)
      .update({ updated_at: db.raw(`now() - interval '10 minutes'`) })
    const stop = keepDemoEndpointFresh(
      service,
      DEAD_SIMULATOR,
      (error) => assert.fail(String(error)),
      {
        refreshMs: 50,
      }
    )
    try {
      await pollUntil(async () => (await age()) < 60, { what: 'a refreshed record' })
    } finally {
      stop()
    }
  })

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
