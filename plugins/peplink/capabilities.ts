import type { ControllerCapability } from '#core/plugins/controller_contract'

/**
 * Only what vendors.md §4.4 lists with a known path. WLANs, subnets, fixed IPs, port profiles, PoE, PPSK and guest
 * authorization are unconfirmed in InControl2 (vendors.md §4.4, §6.3, §8.6) and stay absent until someone checks
 * the Swagger page; the network reboot is left out because the order a Peplink site restarts in is unknown.
 */
export const PEPLINK_CAPABILITIES = [
  'rebootDevice',
] as const satisfies readonly ControllerCapability[]
