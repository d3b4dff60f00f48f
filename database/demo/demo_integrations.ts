import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { findOrCreatePortal } from '#core/portal/portal_queries'
import IntegrationConnection from '#core/integrations/models/integration_connection'
import {
  DEMO_BAR_ORDERING,
  DEMO_CRM,
  DEMO_LOYALTY,
  DEMO_PIPEDRIVE,
  DEMO_PLUGIN_SIMULATORS,
  seedDemoPluginConnections,
} from '#database/demo/demo_integration_plugins'
import { onFixedPort } from '#database/demo/demo_simulators'

/**
 * The simulators of the integration services that demo mode (`npm start`) runs in-process. Each entry starts one on
 * loopback and says which plugin it stands in for; the demo integrations provider then points that plugin at it
 * (`setIntegrationServiceUrl`). Add one entry per integration plugin.
 */
export interface RunningDemoIntegration {
  pluginId: string
  url: string
  stop(): Promise<void>
}

const LOOPBACK = '127.0.0.1'

/** The demo Mailchimp account: its key (data-center us21) and the audience the demo bar's guests go to. */
export const DEMO_MAILCHIMP = {
  apiKey: 'de0de0de0de0de0de0de0de0de0de0de-us21',
  audiences: [
    { id: 'demarkt001', name: 'Café De Markt guests' },
    { id: 'newsletter1', name: 'Newsletter' },
  ],
  account: 'Café De Markt Marketing',
  defaultPort: 18721,
  portVariable: 'DEMO_MAILCHIMP_PORT',
}

/** The demo accounts' keys, published in the README: a connection holding one is a demo connection. */
export function publishedDemoCredentials(): string[] {
  return [
    DEMO_MAILCHIMP.apiKey,
    DEMO_LOYALTY.apiKey,
    DEMO_CRM.accessToken,
    DEMO_PIPEDRIVE.apiToken,
    DEMO_BAR_ORDERING.secret,
  ]
}

async function startDemoMailchimp(): Promise<RunningDemoIntegration> {
  const { startMailchimpSimulator } = await import('#plugins/mailchimp/simulator/index')
  const start = (port: number) =>
    startMailchimpSimulator({
      apiKeys: [DEMO_MAILCHIMP.apiKey],
      audiences: DEMO_MAILCHIMP.audiences,
      account: DEMO_MAILCHIMP.account,
      host: LOOPBACK,
      tls: true,
      port,
    })
  const simulator = await onFixedPort(
    DEMO_MAILCHIMP.defaultPort,
    DEMO_MAILCHIMP.portVariable,
    start
  )
  return { pluginId: 'mailchimp', url: simulator.url, stop: () => simulator.stop() }
}

export const DEMO_INTEGRATION_SIMULATORS: Array<() => Promise<RunningDemoIntegration>> = [
  startDemoMailchimp,
  ...DEMO_PLUGIN_SIMULATORS,
]

/** A demo venue's portal sends its guests to the demo Mailchimp audience from the first start. */
export async function seedDemoIntegrations(
  trx: TransactionClientContract,
  input: { locationId: number; connectedBy: number | null }
) {
  const portal = await findOrCreatePortal({ id: input.locationId }, trx)
  await IntegrationConnection.create(
    {
      pluginId: 'mailchimp',
      portalId: portal.id,
      partnerId: null,
      state: 'active',
      settings: { apiKey: DEMO_MAILCHIMP.apiKey },
      options: { audienceId: DEMO_MAILCHIMP.audiences[0].id, tags: ['wifi-guest'] },
      account: DEMO_MAILCHIMP.account,
      connectedBy: input.connectedBy,
    },
    { client: trx }
  )
  await seedDemoPluginConnections(trx, { portalId: portal.id, connectedBy: input.connectedBy })
}
