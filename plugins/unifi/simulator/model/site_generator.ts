import { generateClients } from './client_generator.js'
import { generateDevices } from './device_generator.js'
import { createRandom, hash32, mongoId } from './ids.js'
import { generateSiteConfig } from './site_config.js'
import type { SimSite } from './site_model.js'
import type { UnifiFlavour, UnifiSiteSeed } from '../simulator_api.js'

export const DEFAULT_COUNTS = { switches: 2, aps: 7, wiredClients: 12, wirelessClients: 38 }

export function siteIdFor(seed: number, siteIndex: number): string {
  return mongoId(seed, siteIndex, 'site')
}

/** Builds the whole site from (seed, index): the same inputs always give the same site. */
export function generateSite(
  flavour: UnifiFlavour,
  seed: number,
  siteIndex: number,
  siteSeed: UnifiSiteSeed,
  createdAt: number
): SimSite {
  const rng = createRandom(hash32(seed, siteIndex, siteSeed.name))
  const siteId = siteIdFor(seed, siteIndex)
  const counts = {
    switches: siteSeed.switches ?? DEFAULT_COUNTS.switches,
    aps: siteSeed.aps ?? DEFAULT_COUNTS.aps,
    wired: siteSeed.wiredClients ?? DEFAULT_COUNTS.wiredClients,
    wireless: siteSeed.wirelessClients ?? DEFAULT_COUNTS.wirelessClients,
  }
  const config = generateSiteConfig(seed, siteIndex, siteId)
  const layout = generateDevices(rng, flavour, { seed, siteIndex }, counts, createdAt)
  const generated = generateClients(
    rng,
    { seed, siteIndex, siteId },
    counts,
    layout,
    config,
    createdAt
  )
  return {
    _id: siteId,
    name: siteSeed.name,
    desc: siteSeed.desc,
    index: siteIndex,
    createdAt,
    devices: layout.devices,
    clients: generated.clients,
    users: generated.users,
    networks: config.networks,
    portconfs: config.portconfs,
    wlans: config.wlans,
    usergroupId: config.usergroupId,
    wlangroupId: config.wlangroupId,
    guestAuthorizations: generated.guestAuthorizations,
  }
}
