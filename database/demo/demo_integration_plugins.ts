import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import IntegrationConnection from '#core/integrations/models/integration_connection'
import type { RunningDemoIntegration } from '#database/demo/demo_integrations'
import { onFixedPort } from '#database/demo/demo_simulators'

/**
 * The demo accounts of the loyalty, CRM, bar-ordering and Pipedrive simulators that `npm start` runs in-process
 * (fixed loopback ports DEMO_LOYALTY_PORT 18722, DEMO_CRM_PORT 18723, DEMO_PIPEDRIVE_PORT 18724,
 * DEMO_BAR_ORDERING_PORT 18725; a taken port falls back to a free one and the plugin follows it), and the
 * connections the demo bar's portal has to the first three so a guest who signs in shows up in each.
 */
const LOOPBACK = '127.0.0.1'

export const DEMO_LOYALTY = {
  apiKey: 'demo-piggy-key-0123456789abcdef',
  port: 18722,
  portVariable: 'DEMO_LOYALTY_PORT',
}
export const DEMO_CRM = {
  accessToken: 'pat-eu1-demo0000-0000-4000-8000-000000000000',
  optInProperty: 'airdeck_marketing_opt_in',
  port: 18723,
  portVariable: 'DEMO_CRM_PORT',
}
export const DEMO_PIPEDRIVE = {
  apiToken: 'demo0123456789abcdef0123456789abcdef0123',
  companyDomain: 'airdeck-demo',
  port: 18724,
  portVariable: 'DEMO_PIPEDRIVE_PORT',
}
export const DEMO_BAR_ORDERING = {
  secret: 'whsec_RGVtbyBiYXIgb3JkZXJpbmcgc2lnbmluZyBrZXkgMjAyNg==',
  path: '/webhooks/airdeck',
  port: 18725,
  portVariable: 'DEMO_BAR_ORDERING_PORT',
}

async function startDemoLoyalty(): Promise<RunningDemoIntegration> {
  const { startLoyaltySimulator } = await import('#plugins/loyalty/simulator/index')
  const simulator = await onFixedPort(DEMO_LOYALTY.port, DEMO_LOYALTY.portVariable, (port) =>
    startLoyaltySimulator({ apiKey: DEMO_LOYALTY.apiKey, host: LOOPBACK, tls: true, port })
  )
  return { pluginId: 'loyalty', url: simulator.url, stop: () => simulator.stop() }
}

async function startDemoCrm(): Promise<RunningDemoIntegration> {
  const { startCrmSimulator } = await import('#plugins/crm/simulator/index')
  const simulator = await onFixedPort(DEMO_CRM.port, DEMO_CRM.portVariable, (port) =>
    startCrmSimulator({
      token: DEMO_CRM.accessToken,
      customProperties: [DEMO_CRM.optInProperty],
      host: LOOPBACK,
      tls: true,
      port,
    })
  )
  return { pluginId: 'crm', url: simulator.url, stop: () => simulator.stop() }
}

async function startDemoPipedrive(): Promise<RunningDemoIntegration> {
  const { startPipedriveSimulator } = await import('#plugins/pipedrive/simulator/index')
  const simulator = await onFixedPort(DEMO_PIPEDRIVE.port, DEMO_PIPEDRIVE.portVariable, (port) =>
    startPipedriveSimulator({
      apiToken: DEMO_PIPEDRIVE.apiToken,
      companyDomain: DEMO_PIPEDRIVE.companyDomain,
      host: LOOPBACK,
      tls: true,
      port,
    })
  )
  return { pluginId: 'pipedrive', url: simulator.url, stop: () => simulator.stop() }
}

async function startDemoBarOrdering(): Promise<RunningDemoIntegration> {
  const { startBarOrderingSimulator } = await import('#plugins/bar_ordering/simulator/index')
  const simulator = await onFixedPort(
    DEMO_BAR_ORDERING.port,
    DEMO_BAR_ORDERING.portVariable,
    (port) =>
      startBarOrderingSimulator({
        secret: DEMO_BAR_ORDERING.secret,
        path: DEMO_BAR_ORDERING.path,
        host: LOOPBACK,
        tls: true,
        port,
      })
  )
  return { pluginId: 'bar_ordering', url: simulator.url, stop: () => simulator.stop() }
}

export const DEMO_PLUGIN_SIMULATORS: Array<() => Promise<RunningDemoIntegration>> = [
  startDemoLoyalty,
  startDemoCrm,
  startDemoPipedrive,
  startDemoBarOrdering,
]

/** The demo portal's loyalty, CRM and bar-ordering connections (active, as after a tested connect). */
export async function seedDemoPluginConnections(
  trx: TransactionClientContract,
  input: { portalId: number; connectedBy: number | null }
) {
  const rows = [
    { pluginId: 'loyalty', settings: { apiKey: DEMO_LOYALTY.apiKey }, options: {} },
    {
      pluginId: 'crm',
      settings: { accessToken: DEMO_CRM.accessToken, optInProperty: DEMO_CRM.optInProperty },
      options: {},
    },
    {
      pluginId: 'bar_ordering',
      settings: {
        url: `https://${LOOPBACK}:${DEMO_BAR_ORDERING.port}${DEMO_BAR_ORDERING.path}`,
        secret: DEMO_BAR_ORDERING.secret,
      },
      options: {},
    },
  ]
  for (const row of rows) {
    await IntegrationConnection.create(
      {
        ...row,
        portalId: input.portalId,
        partnerId: null,
        state: 'active',
        account: null,
        connectedBy: input.connectedBy,
      },
      { client: trx }
    )
  }
}
