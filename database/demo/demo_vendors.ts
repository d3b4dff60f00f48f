import { siteIdFor } from '#plugins/omada/simulator/model/site_generator'
import { FIRST_GROUP_ID } from '#plugins/peplink/simulator/model/store'
import { siteIdOf } from '#plugins/peplink/site_ids'
import type { OmadaSimulatorOptions } from '#plugins/omada/simulator/simulator_api'
import type { PeplinkSimulatorOptions } from '#plugins/peplink/simulator/simulator_api'
import type { ZeroTierSimulatorOptions } from '#plugins/zerotier/simulator/simulator_api'
import type { DemoControllerRow } from '#database/demo/demo_network'

/**
 * The demo controllers of the three vendors beside UniFi: the options their simulators start with (providers/
 * demo_network_provider.ts) and the rows and site ids the seed writes (database/demo/demo_data.ts). The site ids are
 * the simulators' own deterministic ids for these options (tests/functional/network/demo_vendors.spec.ts holds the
 * two in step), so the seed can bind venues before any simulator runs.
 */
export interface DemoVendor<Options> {
  vendor: 'omada' | 'peplink' | 'zerotier'
  row: DemoControllerRow
  defaultPort: number
  /** Overrides the port (e.g. DEMO_OMADA_PORT); a taken port falls back to a free one. */
  portVariable: string
  options: Options
  /** Site ids by the demo venue they serve. */
  sites: Record<string, string>
}

export const demoUrl = (port: number) => `https://127.0.0.1:${port}`

const OMADA_SEED = 7
const omadaSites = [
  { name: 'Zomerbar Kapermolen', switches: 1, aps: 2, wiredClients: 2, wirelessClients: 16 },
]
export const DEMO_OMADA: DemoVendor<OmadaSimulatorOptions> = {
  vendor: 'omada',
  row: {
    vendor: 'omada',
    alias: 'Demo Omada',
    url: demoUrl(18043),
    settings: { clientId: 'airdeck-demo' },
    secrets: { clientSecret: 'Demo-omada-2026!' },
  },
  defaultPort: 18043,
  portVariable: 'DEMO_OMADA_PORT',
  options: {
    clientId: 'airdeck-demo',
    clientSecret: 'Demo-omada-2026!',
    seed: OMADA_SEED,
    rebootSeconds: 20,
    sites: omadaSites,
  },
  sites: { kapermolen: siteIdFor(OMADA_SEED, 0) },
}

const PEPLINK_ORG = 'zmrbar'
export const DEMO_PEPLINK: DemoVendor<PeplinkSimulatorOptions> = {
  vendor: 'peplink',
  row: {
    vendor: 'peplink',
    alias: 'Demo Peplink',
    url: demoUrl(18445),
    settings: { clientId: 'airdeck-demo', organizationId: PEPLINK_ORG },
    secrets: { clientSecret: 'Demo-peplink-2026!' },
  },
  defaultPort: 18445,
  portVariable: 'DEMO_PEPLINK_PORT',
  options: {
    clientId: 'airdeck-demo',
    clientSecret: 'Demo-peplink-2026!',
    seed: 7,
    rebootSeconds: 20,
    organizations: [
      {
        id: PEPLINK_ORG,
        name: 'Zomerbar Events',
        groups: [
          {
            name: 'Festival stage',
            routers: 1,
            switches: 1,
            aps: 2,
            wiredClients: 2,
            wirelessClients: 10,
          },
          // The food truck's fibre is down: it runs on its cellular link (failover).
          {
            name: 'Food truck',
            routers: 1,
            switches: 0,
            aps: 1,
            wiredClients: 1,
            wirelessClients: 4,
            failover: true,
          },
        ],
      },
    ],
  },
  sites: {
    festival: siteIdOf(PEPLINK_ORG, FIRST_GROUP_ID),
    foodTruck: siteIdOf(PEPLINK_ORG, FIRST_GROUP_ID + 1),
  },
}

const ZEROTIER_NETWORK = '8056c2e21c000001'
export const DEMO_ZEROTIER: DemoVendor<ZeroTierSimulatorOptions> = {
  vendor: 'zerotier',
  row: {
    vendor: 'zerotier',
    alias: 'Demo ZeroTier',
    url: demoUrl(18993),
    secrets: { token: 'demo-zerotier-token-2026' },
  },
  defaultPort: 18993,
  portVariable: 'DEMO_ZEROTIER_PORT',
  options: {
    token: 'demo-zerotier-token-2026',
    randomSeed: 7,
    // One node asks to join, so the demo admin can authorize it.
    networks: [
      { id: ZEROTIER_NETWORK, name: 'Zomerbar back office', members: 3, offline: 0, pending: 1 },
    ],
  },
  sites: { backOffice: ZEROTIER_NETWORK },
}

export const DEMO_VENDORS = [DEMO_OMADA, DEMO_PEPLINK, DEMO_ZEROTIER] as const
