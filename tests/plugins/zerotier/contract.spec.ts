import zerotier from '#plugins/zerotier/index'
import { controllerContractSuite } from '../contract/controller_contract_suite.js'
import { zerotierTarget } from './zerotier_target.js'

/** A ZeroTier network is an overlay: members of kind "other" without ports, and no LAN clients (membership.spec.ts has the rest). */
controllerContractSuite({
  name: 'zerotier',
  plugin: zerotier,
  start: zerotierTarget,
  reports: { deviceKinds: ['other'], poe: false, clients: 'none' },
})
