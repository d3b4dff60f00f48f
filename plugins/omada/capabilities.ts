import type { ControllerCapability } from '#core/plugins/controller_contract'

/** The Open API subset of vendors.md §3.4. Absent: ZeroTier-style membership, and renaming/forgetting devices (not in our subset). */
export const OMADA_CAPABILITIES = [
  'listWlans',
  'updateWlan',
  'listSubnets',
  'listPortProfiles',
  'setFixedIp',
  'rebootDevice',
  'powerCyclePort',
  'setPortProfile',
  'listPpskKeys',
  'addPpskKey',
  'removePpskKey',
  'authorizeGuest',
  'revokeGuest',
  'rebootNetwork',
] as const satisfies readonly ControllerCapability[]
