import type { ControllerCapability } from '#core/plugins/controller_contract'

/** Everything of the contract except ZeroTier-style membership. */
export const UNIFI_CAPABILITIES = [
  'listWlans',
  'updateWlan',
  'listSubnets',
  'listPortProfiles',
  'setFixedIp',
  'rebootDevice',
  'upgradeDevice',
  'powerCyclePort',
  'setPortProfile',
  'listPpskKeys',
  'addPpskKey',
  'removePpskKey',
  'authorizeGuest',
  'revokeGuest',
  'rebootNetwork',
] as const satisfies readonly ControllerCapability[]
