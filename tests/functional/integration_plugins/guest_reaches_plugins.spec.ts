import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { Agent } from 'undici'
import { setIntegrationServiceUrl } from '#core/plugins/connect_integration'
import { findOrCreatePortal } from '#core/portal/portal_queries'
import { runConnectionDeliveries } from '#core/integrations/delivery/connection_runner'
import integrationDeliveryTick from '#core/integrations/jobs/integration_delivery_tick'
import { publishEvent } from '#kernel/events/publish_event'
import type { RunningDemoIntegration } from '#database/demo/demo_integrations'
import {
  DEMO_PLUGIN_SIMULATORS,
  seedDemoPluginConnections,
} from '#database/demo/demo_integration_plugins'
import { createTenant } from '#tests/helpers/fixtures'
import { integrationJobsSettled } from '#tests/functional/integrations/integration_world'

const insecure = new Agent({ connect: { rejectUnauthorized: false } })

async function simState(simulator: RunningDemoIntegration, query = '') {
  const response = await fetch(`${simulator.url}/__sim/state${query}`, {
    dispatcher: insecure,
  } as RequestInit)
  return (await response.json()) as any
}

/** Runs the outbox as the worker does: each connection with due rows gets its runner, here in this process. */
async function deliverDue() {
  await integrationJobsSettled()
  await integrationDeliveryTick((connectionId) => runConnectionDeliveries(connectionId))
  await integrationJobsSettled()
}

/**
 * What the demo shows (npm start): the demo portal's loyalty, CRM and bar-ordering connections, the demo simulators,
 * and a guest who signs in with an opt-in reaching all three through the real outbox, then erased on data deletion.
 */
test.group(
  'Integration plugins / a guest reaches loyalty, CRM and bar ordering through the outbox',
  (group) => {
    let simulators: Record<string, RunningDemoIntegration> = {}
    group.setup(async () => {
      const started = await Promise.all(DEMO_PLUGIN_SIMULATORS.map((start) => start()))
      simulators = Object.fromEntries(started.map((simulator) => [simulator.pluginId, simulator]))
      for (const simulator of started) setIntegrationServiceUrl(simulator.pluginId, simulator.url)
      return async () => {
        for (const simulator of started) setIntegrationServiceUrl(simulator.pluginId, null)
        await Promise.all(started.map((simulator) => simulator.stop()))
      }
    })
    group.each.setup(() => testUtils.db().withGlobalTransaction())

    test('sign-in with opt-in → contact, subscription, CRM contact and a verified webhook; data deletion → forgotten', async ({
      assert,
    }) => {
      const { location } = await createTenant()
      const portal = await findOrCreatePortal(location)
      await db.transaction((trx) =>
        seedDemoPluginConnections(trx, { portalId: portal.id, connectedBy: null })
      )
      const email = `guest-${Date.now()}@example.com`
      const at = new Date().toISOString()
      await db.transaction((trx) =>
        publishEvent(
          'guest.signed_in',
          {
            portalId: portal.id,
            locationId: location.id,
            clientId: 1,
            signInId: 1,
            email,
            firstname: 'Sara',
            lastname: 'Claes',
            phone: '+32 470 99 88 77',
            language: 'fr',
            optIn: true,
            returning: false,
            mac: 'aa:bb:cc:dd:ee:ff',
            voucher: false,
            at,
          },
          { trx }
        )
      )
      await deliverDue()

      const deliveries = await db
        .from('integration_deliveries')
        .join(
          'integration_connections',
          'integration_connections.id',
          'integration_deliveries.connection_id'
        )
        .where('portal_id', portal.id)
        .select('plugin_id', 'status')
      assert.sameDeepMembers(
        deliveries,
        ['loyalty', 'crm', 'bar_ordering'].map((plugin_id) => ({ plugin_id, status: 'delivered' }))
      )

      const contact = (await simState(simulators.loyalty, `?email=${encodeURIComponent(email)}`))
        .contact
      assert.deepInclude(contact.current_values, {
        firstname: 'Sara',
        lastname: 'Claes',
        locale: 'fr',
      })
      assert.isTrue(
        contact.subscriptions.some(
          (s: any) => s.subscription_type.strategy === 'OPT_IN' && s.is_subscribed
        )
      )
      const crm = (await simState(simulators.crm)).contacts.find(
        (c: any) => c.properties.email === email
      )
      assert.deepInclude(crm.properties, {
        firstname: 'Sara',
        hs_language: 'fr',
        airdeck_marketing_opt_in: 'true',
      })
      const bar = await simState(simulators.bar_ordering)
      const delivered = bar.deliveries.find((d: any) => d.payload.data?.email === email)
      assert.equal(delivered.type, 'guest.signed_in')
      assert.equal(delivered.payload.data.venue_name, location.name)
      assert.deepInclude(
        bar.guests.find((g: any) => g.email === email),
        { firstName: 'Sara', marketingOptIn: true }
      )

      await db.transaction((trx) =>
        publishEvent(
          'guest.data_deleted',
          { email, portalIds: [portal.id], at: new Date().toISOString() },
          { trx }
        )
      )
      await deliverDue()
      assert.isNull(
        (await simState(simulators.loyalty, `?email=${encodeURIComponent(email)}`)).contact
      )
      assert.include((await simState(simulators.crm)).gdprDeleted, email)
      assert.isUndefined(
        (await simState(simulators.bar_ordering)).guests.find((g: any) => g.email === email)
      )
    })
  }
)
