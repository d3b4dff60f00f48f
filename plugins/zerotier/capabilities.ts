import type { ControllerCapability } from '#core/plugins/controller_contract'

/**
 * Membership verbs only: Central manages who may join a virtual network, not the LANs behind its members, so
 * WLANs, subnets, port profiles, fixed IPs, PoE, PPSK, guests and reboots have no ZeroTier equivalent.
 */
export const ZEROTIER_CAPABILITIES = [
  'setDeviceAuthorized',
  'renameDevice',
  'removeDevice',
] as const satisfies readonly ControllerCapability[]
